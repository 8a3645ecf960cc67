import type { Kysely } from 'kysely';
import type { AppRole, DB } from '../db/schema.ts';

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
