import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Todo } from '../../shared/schemas/tasks-todos.ts';
import { fixedQuery } from '../db/fixed-query.ts';
import type { DB } from '../db/schema/schema.ts';
import { isoTimestamp, uuidArray } from './sql-fragments.ts';

type Executor = Kysely<DB>;

/**
 * Todos as the API returns them, from any statement yielding todos rows (a select, or an
 * insert/update ... RETURNING *). shared_with and can_edit come from the folder's members.
 */
function todoViews(base: RawBuilder<unknown>): RawBuilder<Todo> {
  return sql<Todo>`
    WITH base AS (${base}),
    sharing AS (
      SELECT m.folder_id,
        array_agg(m.user_id::text ORDER BY m.user_id) AS shared_with,
        coalesce(array_agg(m.user_id::text ORDER BY m.user_id) FILTER (WHERE m.level <> 'view'),
          '{}') AS can_edit
      FROM todo_folder_members m
      WHERE m.folder_id IN (SELECT DISTINCT folder_id FROM base WHERE folder_id IS NOT NULL)
      GROUP BY m.folder_id
    )
    SELECT b.id::text AS id, b.user_id::text AS user_id, b.title, b.description, b.is_complete,
      b.folder_id::text AS folder_id,
      ${isoTimestamp(sql`b.created_at`)} AS created_at,
      ${isoTimestamp(sql`b.updated_at`)} AS updated_at,
      coalesce(s.shared_with, '{}') AS shared_with,
      coalesce(s.can_edit, '{}') AS can_edit
    FROM base b LEFT JOIN sharing s ON s.folder_id = b.folder_id`;
}

/** Own todos (root and own folders, whose todos the owner holds) and those of shared folders. */
function visibleTodos(userId: string): RawBuilder<unknown> {
  return sql`
    SELECT * FROM todos
    WHERE user_id = ${userId}
      OR folder_id IN (SELECT folder_id FROM todo_folder_members WHERE user_id = ${userId})`;
}

/**
 * Every todo the user may see, already serialised as `{"todos":[...]}` by the database:
 * the list is the screen's biggest payload, and building the JSON text in PostgreSQL
 * spares the server parsing rows only to write them out again. Compact (json_agg would
 * put ", \n " between the todos), and the same shape as `listVisibleTodos` (the
 * todo-list-cache test holds both to the shared zod schema).
 */
export async function listVisibleTodosJson(db: Executor, userId: string): Promise<string> {
  const { rows } = await sql<{ json: string }>`
    SELECT '{"todos":[' || coalesce(string_agg(row_to_json(v)::text, ',' ORDER BY v.created_at, v.id), '')
      || ']}' AS json
    FROM (${todoViews(visibleTodos(userId))}) v`.execute(db);
  return rows[0]?.json ?? '{"todos":[]}';
}

// Every list request runs it, cache hit or not: compiled once (fixed-query.ts).
const listVersion = fixedQuery((db: Executor, userId: string) =>
  db
    .selectFrom('todo_list_versions')
    .select(sql<string>`version::text`.as('version'))
    .where('user_id', '=', userId),
);

/** The user's list version (0 before their first change); read before building the list. */
export async function readListVersion(db: Executor, userId: string): Promise<string> {
  const { rows } = await listVersion(db, userId);
  return rows[0]?.version ?? '0';
}

export async function listVisibleTodos(db: Executor, userId: string): Promise<Todo[]> {
  const { rows } =
    await sql<Todo>`${todoViews(visibleTodos(userId))} ORDER BY b.created_at, b.id`.execute(db);
  return rows;
}

export async function findTodoViews(db: Executor, ids: readonly string[]): Promise<Todo[]> {
  if (ids.length === 0) return [];
  const { rows } = await todoViews(
    sql`SELECT * FROM todos WHERE id = ANY (${uuidArray(ids)})`,
  ).execute(db);
  return rows;
}

/** The columns permission checks need, locked until the transaction ends. */
export interface TodoPlace {
  id: string;
  user_id: string;
  folder_id: string | null;
}

export async function lockTodoPlaces(db: Executor, ids: readonly string[]): Promise<TodoPlace[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('todos')
    .select(['id', 'user_id', 'folder_id'])
    .where('id', '=', sql<string>`ANY (${uuidArray(ids)})`)
    .forUpdate()
    .execute();
}

export interface NewTodo {
  /** The owner of the place (the folder's owner, or the caller at their root). */
  userId: string;
  /** The signed-in caller who adds it: set by the server, never taken from the client. */
  createdBy: string;
  folderId: string | null;
  title: string;
  description: string | null;
}

export async function insertTodo(db: Executor, todo: NewTodo): Promise<Todo> {
  const { rows } = await todoViews(sql`
    INSERT INTO todos (user_id, created_by, folder_id, title, description)
    VALUES (${todo.userId}, ${todo.createdBy}, ${todo.folderId}, ${todo.title}, ${todo.description})
    RETURNING *`).execute(db);
  const [created] = rows;
  if (!created) throw new Error('insert returned no row');
  return created;
}

export interface RestoredTodo extends NewTodo {
  id: string;
  isComplete: boolean;
  createdAt: string;
}

/**
 * Puts deleted todos back under their old ids. An id that exists again is skipped (not
 * overwritten), so the caller compares counts. A creation date in the future is clamped.
 */
export async function insertRestoredTodos(
  db: Executor,
  todos: readonly RestoredTodo[],
): Promise<Todo[]> {
  if (todos.length === 0) return [];
  const values = todos.map(
    (todo) =>
      sql`(${todo.id}::uuid, ${todo.userId}::uuid, ${todo.createdBy}::uuid, ${todo.folderId}::uuid, ${todo.title},
        ${todo.description}, ${todo.isComplete}, least(${todo.createdAt}::timestamptz, now()))`,
  );
  const { rows } = await todoViews(sql`
    INSERT INTO todos (id, user_id, created_by, folder_id, title, description, is_complete, created_at)
    VALUES ${sql.join(values)}
    ON CONFLICT (id) DO NOTHING
    RETURNING *`).execute(db);
  return rows;
}

export interface TodoChanges {
  title?: string | undefined;
  description?: string | null | undefined;
  is_complete?: boolean | undefined;
  /** A move: the new folder and the owner of that place. */
  place?: { folderId: string | null; userId: string } | undefined;
}

/** Applies the same changes to every id; returns the changed todos. */
export async function updateTodos(
  db: Executor,
  ids: readonly string[],
  changes: TodoChanges,
): Promise<Todo[]> {
  if (ids.length === 0) return [];
  const assignments = [sql`updated_at = now()`];
  if (changes.title !== undefined) assignments.push(sql`title = ${changes.title}`);
  if (changes.description !== undefined)
    assignments.push(sql`description = ${changes.description}`);
  if (changes.is_complete !== undefined)
    assignments.push(sql`is_complete = ${changes.is_complete}`);
  if (changes.place) {
    assignments.push(sql`folder_id = ${changes.place.folderId}`);
    assignments.push(sql`user_id = ${changes.place.userId}`);
  }
  const { rows } = await todoViews(sql`
    UPDATE todos SET ${sql.join(assignments)}
    WHERE id = ANY (${uuidArray(ids)})
    RETURNING *`).execute(db);
  return rows;
}

/**
 * Edits or completes one todo in a single statement, if the user may change it: it is
 * theirs (their root, or a folder they own, whose todos they hold), or it is in a folder
 * shared with them at edit or manage (share-levels.ts: canChangeTodos). Undefined when
 * not; `isTodoVisible` then tells a 403 from a 404.
 */
export async function updateChangeableTodo(
  db: Executor,
  userId: string,
  todoId: string,
  changes: Omit<TodoChanges, 'place'>,
): Promise<Todo | undefined> {
  const assignments = [sql`updated_at = now()`];
  if (changes.title !== undefined) assignments.push(sql`title = ${changes.title}`);
  if (changes.description !== undefined)
    assignments.push(sql`description = ${changes.description}`);
  if (changes.is_complete !== undefined)
    assignments.push(sql`is_complete = ${changes.is_complete}`);
  const { rows } = await todoViews(sql`
    UPDATE todos SET ${sql.join(assignments)}
    WHERE id = ${todoId}
      AND (user_id = ${userId}
        OR folder_id IN (SELECT folder_id FROM todo_folder_members
          WHERE user_id = ${userId} AND level IN ('edit', 'manage')))
    RETURNING *`).execute(db);
  return rows[0];
}

/** Whether the user may see the todo at all (own, or in a folder shared with them). */
export async function isTodoVisible(
  db: Executor,
  userId: string,
  todoId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('todos')
    .select('id')
    .where('id', '=', todoId)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'folder_id',
          'in',
          eb.selectFrom('todo_folder_members').select('folder_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTodos(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('todos')
    .where('id', '=', sql<string>`ANY (${uuidArray(ids)})`)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Folder delete, first step: its todos go to the owner's root (they already hold them). */
export async function moveFolderTodosToRoot(db: Executor, folderId: string): Promise<void> {
  await db
    .updateTable('todos')
    .set({ folder_id: null, updated_at: sql`now()` })
    .where('folder_id', '=', folderId)
    .execute();
}
