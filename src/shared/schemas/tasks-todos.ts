import { z } from 'zod';
import { messages } from '../messages.ts';
import { taskLimits } from './tasks-limits.ts';

const { required, tooLong } = messages.validation;

const title = z
  .string()
  .trim()
  .min(1, required('Title'))
  .max(taskLimits.title, tooLong('Title', taskLimits.title));

/** Blank means no description (null). */
const description = z
  .string()
  .trim()
  .max(taskLimits.description, tooLong('Description', taskLimits.description))
  .transform((value) => (value ? value : null));

const folderId = z.uuid('Choose a valid folder').nullable();

/** Add New Task: the form in the browser and the body of POST /api/todos. */
export const todoCreateSchema = z
  .object({
    title,
    description: description.nullish().transform((value) => value ?? null),
    folder_id: folderId.optional().transform((value) => value ?? null),
  })
  .strict();
export type TodoCreateInput = z.input<typeof todoCreateSchema>;
export type TodoCreate = z.output<typeof todoCreateSchema>;

/** Edit Todo, a toggle, or a move: PATCH /api/todos/:todoId with only what changes. */
export const todoUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.nullable().optional(),
    is_complete: z.boolean().optional(),
    folder_id: folderId.optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type TodoUpdateInput = z.input<typeof todoUpdateSchema>;
export type TodoUpdate = z.output<typeof todoUpdateSchema>;

/** The Edit Todo dialog's fields (the same rules as the API). */
export const todoEditFormSchema = z.object({ title, description }).strict();
export type TodoEditFormInput = z.input<typeof todoEditFormSchema>;

export const todoSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  is_complete: z.boolean(),
  folder_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Everyone the todo's folder is shared with (derived from the folder, never stale). */
  shared_with: z.array(z.string()),
  can_edit: z.array(z.string()),
});
export type Todo = z.infer<typeof todoSchema>;

export const todoListSchema = z.object({ todos: z.array(todoSchema) });
export type TodoList = z.infer<typeof todoListSchema>;

export const todoIdParamsSchema = z.object({ todoId: z.uuid() }).strict();

const bulkIds = z
  .array(z.uuid())
  .min(1, 'Choose at least one todo')
  .max(taskLimits.bulkIds, `At most ${taskLimits.bulkIds} todos at a time`);

/** One bulk call changes a set of todos in one transaction: all of them or none. */
export const bulkTodosSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), ids: bulkIds, folder_id: folderId }).strict(),
  z.object({ action: z.literal('set_complete'), ids: bulkIds, is_complete: z.boolean() }).strict(),
  z.object({ action: z.literal('delete'), ids: bulkIds }).strict(),
]);
export type BulkTodos = z.infer<typeof bulkTodosSchema>;

export const bulkTodosResultSchema = z.object({
  todos: z.array(todoSchema),
  deleted_ids: z.array(z.string()),
});
export type BulkTodosResult = z.infer<typeof bulkTodosResultSchema>;

/**
 * Undo of a delete: the todos as the screen last saw them, put back with the same ids
 * (so the saved order still places them) in the same folders (whose members, stored on
 * the folder, give back their sharing).
 */
export const todoRestoreSchema = z
  .object({
    todos: z
      .array(
        z
          .object({
            id: z.uuid(),
            title,
            description: description.nullable(),
            is_complete: z.boolean(),
            folder_id: folderId,
            created_at: z.iso.datetime({ offset: true }),
          })
          .strict(),
      )
      .min(1, 'Choose at least one todo')
      .max(taskLimits.bulkIds, `At most ${taskLimits.bulkIds} todos at a time`),
  })
  .strict();
export type TodoRestore = z.output<typeof todoRestoreSchema>;
export type TodoRestoreInput = z.input<typeof todoRestoreSchema>;
