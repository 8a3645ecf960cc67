import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Folder, FolderMember } from '../../shared/schemas/tasks-folders.ts';
import type { ShareLevel } from '../../shared/tasks/share-levels.ts';
import type { DB } from '../db/schema/schema.ts';
import { isoTimestamp, uuidArray } from './sql-fragments.ts';

type Executor = Kysely<DB>;

/** Folders as the API returns them, with sharing derived from the members table. */
function folderViews(where: RawBuilder<unknown>): RawBuilder<Folder> {
  return sql<Folder>`
    SELECT f.id::text AS id, f.user_id::text AS user_id, p.email AS owner_email, f.name,
      f.description,
      ${isoTimestamp(sql`f.created_at`)} AS created_at,
      ${isoTimestamp(sql`f.updated_at`)} AS updated_at,
      coalesce(array_agg(m.user_id::text ORDER BY m.user_id) FILTER (WHERE m.user_id IS NOT NULL),
        '{}') AS shared_with,
      coalesce(array_agg(m.user_id::text ORDER BY m.user_id) FILTER (WHERE m.level <> 'view'),
        '{}') AS can_edit,
      coalesce(array_agg(m.user_id::text ORDER BY m.user_id) FILTER (WHERE m.level = 'manage'),
        '{}') AS can_manage
    FROM todo_folders f
    JOIN todo_profiles p ON p.id = f.user_id
    LEFT JOIN todo_folder_members m ON m.folder_id = f.id
    WHERE ${where}
    GROUP BY f.id, p.email
    ORDER BY f.created_at, f.id`;
}

/** Owned and shared folders, merged (a user is never a member of their own folder). */
export async function listVisibleFolders(db: Executor, userId: string): Promise<Folder[]> {
  const { rows } = await folderViews(sql`
    f.user_id = ${userId}
    OR f.id IN (SELECT folder_id FROM todo_folder_members WHERE user_id = ${userId})`).execute(db);
  return rows;
}

export async function findFolderViews(db: Executor, ids: readonly string[]): Promise<Folder[]> {
  if (ids.length === 0) return [];
  const { rows } = await folderViews(sql`f.id = ANY (${uuidArray(ids)})`).execute(db);
  return rows;
}

export async function findFolderView(db: Executor, id: string): Promise<Folder | undefined> {
  return (await findFolderViews(db, [id]))[0];
}

/** A folder's owner and the caller's share level on it (null when not a member). */
export interface FolderStanding {
  id: string;
  user_id: string;
  level: ShareLevel | null;
}

/**
 * The caller's standing on each folder, with the folder rows and the caller's member rows
 * share-locked: a concurrent un-share or delete waits for the write that relied on them.
 */
export async function lockFolderStandings(
  db: Executor,
  folderIds: readonly string[],
  userId: string,
): Promise<FolderStanding[]> {
  if (folderIds.length === 0) return [];
  const folders = await db
    .selectFrom('todo_folders')
    .select(['id', 'user_id'])
    .where('id', '=', sql<string>`ANY (${uuidArray(folderIds)})`)
    .forShare()
    .execute();
  // Only a member's standing rests on a member row; the owner needs no second query.
  const shared = folders.filter((folder) => folder.user_id !== userId).map((folder) => folder.id);
  const memberships =
    shared.length === 0
      ? []
      : await db
          .selectFrom('todo_folder_members')
          .select(['folder_id', 'level'])
          .where('user_id', '=', userId)
          .where('folder_id', '=', sql<string>`ANY (${uuidArray(shared)})`)
          .forShare()
          .execute();
  const levels = new Map(memberships.map((row) => [row.folder_id, row.level]));
  return folders.map((folder) => ({ ...folder, level: levels.get(folder.id) ?? null }));
}

export async function insertFolder(
  db: Executor,
  folder: { userId: string; name: string; description: string | null },
): Promise<string> {
  const row = await db
    .insertInto('todo_folders')
    .values({ user_id: folder.userId, name: folder.name, description: folder.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFolder(
  db: Executor,
  id: string,
  changes: { name?: string | undefined; description?: string | null | undefined },
): Promise<void> {
  await db
    .updateTable('todo_folders')
    .set({
      updated_at: sql`now()`,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the folder; its members go with it (cascade). Move its todos out first. */
export async function deleteFolder(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('todo_folders').where('id', '=', id).execute();
}

export async function listMembers(db: Executor, folderId: string): Promise<FolderMember[]> {
  return db
    .selectFrom('todo_folder_members as m')
    .innerJoin('todo_profiles as p', 'p.id', 'm.user_id')
    .select(['m.user_id', 'p.email', 'm.level'])
    .where('m.folder_id', '=', folderId)
    .orderBy('p.email')
    .execute();
}

export async function countMembers(db: Executor, folderId: string): Promise<number> {
  const row = await db
    .selectFrom('todo_folder_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('folder_id', '=', folderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a member or changes their level; an unchanged level writes nothing (and announces nothing). */
export async function upsertMember(
  db: Executor,
  member: { folderId: string; userId: string; level: ShareLevel },
): Promise<void> {
  await db
    .insertInto('todo_folder_members')
    .values({ folder_id: member.folderId, user_id: member.userId, level: member.level })
    .onConflict((conflict) =>
      conflict
        .columns(['folder_id', 'user_id'])
        .doUpdateSet({ level: member.level, updated_at: sql`now()` })
        .where('todo_folder_members.level', '<>', member.level),
    )
    .execute();
}

export async function deleteMember(
  db: Executor,
  folderId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('todo_folder_members')
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** One row per folder and member (member null for a folder shared with no one). */
export async function folderOwnersAndMembers(
  db: Executor,
  folderIds: readonly string[],
): Promise<
  Array<{ id: string; owner_id: string; member_id: string | null; level: ShareLevel | null }>
> {
  const { rows } = await sql<{
    id: string;
    owner_id: string;
    member_id: string | null;
    level: ShareLevel | null;
  }>`
    SELECT f.id::text AS id, f.user_id::text AS owner_id, m.user_id::text AS member_id, m.level
    FROM todo_folders f LEFT JOIN todo_folder_members m ON m.folder_id = f.id
    WHERE f.id = ANY (${uuidArray(folderIds)})`.execute(db);
  return rows;
}
