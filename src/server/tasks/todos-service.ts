import type { Kysely } from 'kysely';
import type {
  BulkTodos,
  BulkTodosResult,
  Todo,
  TodoCreate,
  TodoRestore,
  TodoUpdate,
} from '../../shared/schemas/tasks-todos.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { accessErrors, requireChangeable, requireDestination } from './task-access.ts';
import {
  deleteTodos,
  insertRestoredTodos,
  insertTodo,
  isTodoVisible,
  lockTodoPlaces,
  updateChangeableTodo,
  updateTodos,
  type TodoChanges,
} from './todos-repository.ts';

interface Caller {
  db: Kysely<DB>;
  userId: string;
}

/** A new todo in the caller's root or in a folder they may edit (owned by the folder's owner). */
export async function createTodo({
  db,
  userId,
  values,
}: Caller & { values: TodoCreate }): Promise<Todo> {
  const row = { title: values.title, description: values.description };
  // At the caller's own root there is nothing to check: one statement.
  if (values.folder_id === null)
    return insertTodo(db, { userId, createdBy: userId, folderId: null, ...row });
  return db.transaction().execute(async (trx) => {
    const place = await requireDestination(trx, values.folder_id, userId);
    return insertTodo(trx, {
      userId: place.ownerId,
      createdBy: userId,
      folderId: place.folderId,
      ...row,
    });
  });
}

async function changeTodos(
  db: Kysely<DB>,
  userId: string,
  requestedIds: readonly string[],
  changes: Omit<TodoChanges, 'place'> & { folderId?: string | null | undefined },
): Promise<Todo[]> {
  const ids = [...new Set(requestedIds)];
  return db.transaction().execute(async (trx) => {
    const places = await lockTodoPlaces(trx, ids);
    await requireChangeable(trx, ids, places, userId);
    const { folderId, ...fields } = changes;
    const place =
      folderId === undefined ? undefined : await requireDestination(trx, folderId, userId);
    return updateTodos(trx, ids, {
      ...fields,
      place: place && { folderId: place.folderId, userId: place.ownerId },
    });
  });
}

/** Edit, toggle or move one todo. */
export async function changeTodo({
  db,
  userId,
  todoId,
  changes,
}: Caller & { todoId: string; changes: TodoUpdate }): Promise<Todo> {
  const { folder_id: folderId, ...fields } = changes;
  if (folderId === undefined) {
    // The everyday case (a toggle, an edit): one statement that checks and changes.
    const updated = await updateChangeableTodo(db, userId, todoId, fields);
    if (updated) return updated;
    throw (await isTodoVisible(db, userId, todoId))
      ? accessErrors.readOnly()
      : accessErrors.todoNotFound();
  }
  const [todo] = await changeTodos(db, userId, [todoId], { ...fields, folderId });
  if (!todo) throw new Error('update returned no row');
  return todo;
}

export async function removeTodo({
  db,
  userId,
  todoId,
}: Caller & { todoId: string }): Promise<void> {
  await removeTodos(db, userId, [todoId]);
}

async function removeTodos(db: Kysely<DB>, userId: string, requestedIds: readonly string[]) {
  const ids = [...new Set(requestedIds)];
  return db.transaction().execute(async (trx) => {
    const places = await lockTodoPlaces(trx, ids);
    await requireChangeable(trx, ids, places, userId);
    return deleteTodos(trx, ids);
  });
}

/** Move, complete/incomplete or delete a set of todos: all of them, or (on any refusal) none. */
export async function applyBulk({
  db,
  userId,
  command,
}: Caller & { command: BulkTodos }): Promise<BulkTodosResult> {
  switch (command.action) {
    case 'move':
      return {
        todos: await changeTodos(db, userId, command.ids, { folderId: command.folder_id }),
        deleted_ids: [],
      };
    case 'set_complete':
      return {
        todos: await changeTodos(db, userId, command.ids, { is_complete: command.is_complete }),
        deleted_ids: [],
      };
    case 'delete':
      return { todos: [], deleted_ids: await removeTodos(db, userId, command.ids) };
  }
}

/**
 * Undo of a delete: the todos come back with their ids, in their folders, if the caller
 * may still add todos there (the same check as adding one). All or none: an id that
 * exists (restored twice, or never deleted) is a 409. The caller becomes their creator.
 */
export async function restoreTodos({
  db,
  userId,
  restore,
}: Caller & { restore: TodoRestore }): Promise<Todo[]> {
  const byId = new Map(restore.todos.map((todo) => [todo.id, todo]));
  return db.transaction().execute(async (trx) => {
    const owners = new Map<string | null, string>();
    for (const folderId of new Set([...byId.values()].map((todo) => todo.folder_id))) {
      const place = await requireDestination(trx, folderId, userId);
      owners.set(folderId, place.ownerId);
    }
    const restored = await insertRestoredTodos(
      trx,
      [...byId.values()].map((todo) => ({
        id: todo.id,
        userId: owners.get(todo.folder_id) ?? userId,
        // The client's copy cannot vouch for who first wrote it; whoever puts it back does.
        createdBy: userId,
        folderId: todo.folder_id,
        title: todo.title,
        description: todo.description,
        isComplete: todo.is_complete,
        createdAt: todo.created_at,
      })),
    );
    if (restored.length !== byId.size) throw restoreConflict();
    return restored;
  });
}

const restoreConflict = () => new AppError(409, 'conflict', 'That todo exists already');
