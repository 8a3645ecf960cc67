import type { Kysely, Selectable } from 'kysely';
import type { AppRole, DB, TodoProfilesTable } from '../db/schema.ts';

export type StoredProfile = Selectable<TodoProfilesTable>;

export async function insertProfile(
  db: Kysely<DB>,
  profile: { id: string; email: string; role: AppRole },
): Promise<void> {
  await db.insertInto('todo_profiles').values(profile).execute();
}

export function findProfile(db: Kysely<DB>, id: string): Promise<StoredProfile | undefined> {
  return db.selectFrom('todo_profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRole(db: Kysely<DB>, id: string): Promise<AppRole | undefined> {
  const row = await db
    .selectFrom('todo_profiles')
    .select('role')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.role;
}

export async function setRole(db: Kysely<DB>, id: string, role: AppRole): Promise<void> {
  await db.updateTable('todo_profiles').set({ role }).where('id', '=', id).execute();
}

/** The changed profile, or undefined when no account has that (normalised) e-mail. */
export function setRoleByEmail(
  db: Kysely<DB>,
  email: string,
  role: AppRole,
): Promise<StoredProfile | undefined> {
  return db
    .updateTable('todo_profiles')
    .set({ role })
    .where('email', '=', email)
    .returningAll()
    .executeTakeFirst();
}
