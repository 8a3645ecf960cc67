import type { Kysely } from 'kysely';
import type { AdminUser } from '../../shared/schemas/admin.ts';
import type { DB } from '../db/schema/schema.ts';
import { findAdminIds } from '../profiles/profiles-repository.ts';
import type { Delivery, Interest, RowChangeNotice, TableRoute } from '../realtime/table-route.ts';

const ops = { INSERT: 'insert', UPDATE: 'update', DELETE: 'delete' } as const;

/** The notice carries the whole row (notify_row_change); only the overview's fields go out. */
function toAdminUser(row: Record<string, unknown> | null): AdminUser | { id: string } | null {
  if (!row || typeof row.id !== 'string') return null;
  if (typeof row.email !== 'string' || (row.role !== 'admin' && row.role !== 'user')) {
    return { id: row.id };
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(String(row.created_at)).toISOString(),
  };
}

/**
 * Profile changes go to admins only (spec section 6: only admins view all profiles), and
 * only to their streams that may read the admin area (`adminOnly`: the second factor). Who
 * is an admin is read after the change commits, once per run of changes, so a user
 * promoted in this very run starts receiving and one demoted stops.
 */
export function profilesRealtimeRoute(db: Kysely<DB>): TableRoute {
  return {
    table: 'todo_profiles',
    async route(changes: readonly RowChangeNotice[], interest: Interest): Promise<Delivery[]> {
      if (!interest.any) return [];
      const adminIds = (await findAdminIds(db)).filter((id) => interest.wants(id));
      if (adminIds.length === 0) return [];
      return changes.flatMap((change) => {
        const row = toAdminUser(change.op === 'DELETE' ? change.old : change.new);
        return row
          ? [
              {
                userIds: adminIds,
                change: { table: 'todo_profiles', op: ops[change.op], row },
                adminOnly: true,
              },
            ]
          : [];
      });
    },
  };
}
