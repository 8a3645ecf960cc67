import { z } from 'zod';
import { messages } from '../messages.ts';
import { shareLevels } from '../tasks/share-levels.ts';
import { taskLimits } from './tasks-limits.ts';

const { required, tooLong, invalidEmail } = messages.validation;

const name = z
  .string()
  .trim()
  .min(1, required('Folder name'))
  .max(taskLimits.folderName, tooLong('Folder name', taskLimits.folderName));

const description = z
  .string()
  .trim()
  .max(taskLimits.folderDescription, tooLong('Description', taskLimits.folderDescription))
  .transform((value) => (value ? value : null));

/** Create New Folder and Edit Folder: the dialogs and POST /api/todo-folders. */
export const folderCreateSchema = z
  .object({ name, description: description.nullish().transform((value) => value ?? null) })
  .strict();
export type FolderCreateInput = z.input<typeof folderCreateSchema>;

export const folderUpdateSchema = z
  .object({ name: name.optional(), description: description.nullable().optional() })
  .strict()
  .refine((changes) => changes.name !== undefined || changes.description !== undefined, {
    message: 'Nothing to update',
  });
export type FolderUpdateInput = z.input<typeof folderUpdateSchema>;

export const folderSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  owner_email: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Every member, whatever their level. */
  shared_with: z.array(z.string()),
  /** Members at edit or manage. */
  can_edit: z.array(z.string()),
  /** Members at manage. */
  can_manage: z.array(z.string()),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListSchema = z.object({ folders: z.array(folderSchema) });
export type FolderList = z.infer<typeof folderListSchema>;

export const folderIdParamsSchema = z.object({ folderId: z.uuid() }).strict();
export const folderMemberParamsSchema = z.object({ folderId: z.uuid(), userId: z.uuid() }).strict();

export const shareLevelSchema = z.enum(shareLevels);
export const folderShareSchema = z.object({ level: shareLevelSchema }).strict();

/** The Share Folder dialog: a person must be chosen; the level defaults to view. */
export const shareFormSchema = z.object({
  user_id: z.uuid('Choose a person to share with'),
  level: shareLevelSchema,
});
export type ShareFormInput = z.input<typeof shareFormSchema>;

export const folderMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  level: shareLevelSchema,
});
export type FolderMember = z.infer<typeof folderMemberSchema>;

export const folderSharingSchema = z.object({
  folder_id: z.string(),
  shared_with: z.array(z.string()),
  can_edit: z.array(z.string()),
  can_manage: z.array(z.string()),
  members: z.array(folderMemberSchema),
});
export type FolderSharing = z.infer<typeof folderSharingSchema>;

/** Whom the caller may share with: collaborators, or one account by its exact e-mail. */
export const shareCandidatesQuerySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(taskLimits.email)
      .pipe(z.email(invalidEmail))
      .optional(),
  })
  .strict();

export const shareCandidateSchema = z.object({ id: z.string(), email: z.string() });
export type ShareCandidate = z.infer<typeof shareCandidateSchema>;
export const shareCandidatesSchema = z.object({ candidates: z.array(shareCandidateSchema) });
