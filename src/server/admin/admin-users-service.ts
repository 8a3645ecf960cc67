import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { AdminUser, UserRole } from '../../shared/schemas/admin.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import {
  listProfiles,
  lockAdminIds,
  updateProfileRole,
  type ProfileRow,
} from '../profiles/profiles-repository.ts';

function toAdminUser(row: ProfileRow): AdminUser {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.created_at.toISOString() };
}

/** Admin only (requireAdmin ran first): every profile for the user overview. */
export async function getUsers(db: Kysely<DB>): Promise<AdminUser[]> {
  return (await listProfiles(db)).map(toAdminUser);
}

/**
 * Sets a user's role. Demoting the only remaining admin is refused: nobody could then
 * reach the dashboard to promote anyone again, short of the command line.
 */
export async function setUserRole({
  db,
  userId,
  role,
}: {
  db: Kysely<DB>;
  userId: string;
  role: UserRole;
}): Promise<AdminUser> {
  return db.transaction().execute(async (transaction) => {
    const adminIds = await lockAdminIds(transaction);
    const isLastAdmin = adminIds.length === 1 && adminIds[0] === userId;
    if (role === 'user' && isLastAdmin) {
      throw new AppError(409, 'last_admin', messages.admin.lastAdmin);
    }
    const row = await updateProfileRole(transaction, { userId, role });
    if (!row) throw AppError.notFound('User not found');
    return toAdminUser(row);
  });
}
