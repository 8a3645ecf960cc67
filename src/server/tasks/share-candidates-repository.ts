import type { Kysely } from 'kysely';
import type { ShareCandidate } from '../../shared/schemas/tasks-folders.ts';
import type { DB } from '../db/schema/schema.ts';

type Executor = Kysely<DB>;

/**
 * People the user already works with: owners and members of every folder the user owns
 * or belongs to. This is all a non-admin may pick from without typing an address, so the
 * account list never leaks.
 */
export async function listCollaborators(
  db: Executor,
  userId: string,
  limit: number,
): Promise<ShareCandidate[]> {
  const myFolders = db
    .selectFrom('todo_folders')
    .select('id as folder_id')
    .where('user_id', '=', userId)
    .union(db.selectFrom('todo_folder_members').select('folder_id').where('user_id', '=', userId));
  const people = db
    .selectFrom('todo_folder_members')
    .select('user_id')
    .where('folder_id', 'in', myFolders)
    .union(db.selectFrom('todo_folders').select('user_id').where('id', 'in', myFolders));
  return db
    .selectFrom('todo_profiles')
    .select(['id', 'email'])
    .where('id', 'in', people)
    .where('id', '<>', userId)
    .orderBy('email')
    .limit(limit)
    .execute();
}

/** Admins only (spec): profiles other than the caller's, at most `limit`. */
export async function listProfilesExcept(
  db: Executor,
  userId: string,
  limit: number,
): Promise<ShareCandidate[]> {
  return db
    .selectFrom('todo_profiles')
    .select(['id', 'email'])
    .where('id', '<>', userId)
    .orderBy('email')
    .limit(limit)
    .execute();
}

/** One account by its exact (lower-cased) address, through the unique index on auth_users. */
export async function findProfileByEmail(
  db: Executor,
  email: string,
): Promise<ShareCandidate | undefined> {
  return db
    .selectFrom('auth_users as u')
    .innerJoin('todo_profiles as p', 'p.id', 'u.id')
    .select(['p.id', 'p.email'])
    .where('u.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function profileExists(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('todo_profiles')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
