import type { Kysely, Selectable } from 'kysely';
import type { AppRole, DB, TodoProfilesTable } from '../db/schema/schema.ts';

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

export interface ProfileRow {
  id: string;
  email: string;
  role: AppRole;
  created_at: Date;
}

/** Spec section 7: all profiles, by role descending (user before admin) then newest first. */
export function listProfiles(db: Kysely<DB>): Promise<ProfileRow[]> {
  return db
    .selectFrom('todo_profiles')
    .select(['id', 'email', 'role', 'created_at'])
    .orderBy('role', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Locks every admin row until the transaction ends, so two admins demoting each other at
 * the same moment are serialised and cannot both succeed and leave no admin at all.
 */
export async function lockAdminIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('todo_profiles')
    .select('id')
    .where('role', '=', 'admin')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export function updateProfileRole(
  db: Kysely<DB>,
  { userId, role }: { userId: string; role: ProfileRow['role'] },
): Promise<ProfileRow | undefined> {
  return db
    .updateTable('todo_profiles')
    .set({ role })
    .where('id', '=', userId)
    .returning(['id', 'email', 'role', 'created_at'])
    .executeTakeFirst();
}

/** Every admin's id (the realtime route sends profile changes to admins only). */
export async function findAdminIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('todo_profiles')
    .select('id')
    .where('role', '=', 'admin')
    .execute();
  return rows.map((row) => row.id);
}
