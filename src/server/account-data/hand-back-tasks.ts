import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/** Tasks of one removed folder that went back to the person who created them. */
export interface HandedBackTasks {
  /** The removed folder of the deleted account; the tasks are now in the creator's own
   * folder of the same name. */
  fromFolderId: string;
  fromFolderName: string;
  creatorId: string;
  creatorEmail: string;
  count: number;
}

interface StrandedGroup {
  folder_id: string;
  folder_name: string;
  creator_id: string;
  creator_email: string;
  todo_ids: string[];
}

/**
 * Run after the shared folders were handed over: the folders the user still owns go with
 * the account, and the tasks someone else created in them go back to that person, into
 * their own folder of the same name (the oldest such folder, else a new one). Moving a
 * todo changes its owner and folder in one statement, so the composite key
 * (folder_id, user_id) → folder holds, and the list-version triggers bump both the old
 * and the new reader in this transaction (the creator's list and realtime see it at once).
 */
export async function handBackCreatorsTasks(
  db: Kysely<DB>,
  userId: string,
): Promise<HandedBackTasks[]> {
  const { rows: groups } = await sql<StrandedGroup>`
    SELECT f.id::text AS folder_id, f.name AS folder_name, t.created_by::text AS creator_id,
      u.email AS creator_email, array_agg(t.id::text ORDER BY t.created_at, t.id) AS todo_ids
    FROM todos t
    JOIN todo_folders f ON f.id = t.folder_id
    JOIN auth_users u ON u.id = t.created_by
    WHERE f.user_id = ${userId} AND t.created_by <> ${userId}
    GROUP BY f.id, f.name, t.created_by, u.email
    ORDER BY f.name, f.id, u.email`.execute(db);
  const handedBack: HandedBackTasks[] = [];
  for (const group of groups) {
    const destination = await ownFolderNamed(db, group.creator_id, group.folder_name);
    await sql`
      UPDATE todos SET user_id = ${group.creator_id}, folder_id = ${destination}, updated_at = now()
      WHERE id = ANY (${group.todo_ids}::uuid[])`.execute(db);
    handedBack.push({
      fromFolderId: group.folder_id,
      fromFolderName: group.folder_name,
      creatorId: group.creator_id,
      creatorEmail: group.creator_email,
      count: group.todo_ids.length,
    });
  }
  return handedBack;
}

/** The creator's oldest folder with that name, or a new one (a name is not unique). */
async function ownFolderNamed(db: Kysely<DB>, ownerId: string, name: string): Promise<string> {
  const existing = await db
    .selectFrom('todo_folders')
    .select('id')
    .where('user_id', '=', ownerId)
    .where('name', '=', name)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('todo_folders')
    .values({ user_id: ownerId, name, description: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
