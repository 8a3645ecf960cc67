import { adminUserSchema, type AdminUser } from '~/shared/schemas/admin';
import type { RealtimeChange } from '~/web/lib/realtime-client';

/** The overview's order (spec section 7): role descending, then newest first. */
export function sortUsers(users: AdminUser[]): AdminUser[] {
  return [...users].sort(
    (a, b) => b.role.localeCompare(a.role) || b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * Applies one todo_profiles change from the realtime stream to the cached overview.
 * Returns undefined for anything that is not a readable profile change, so the caller
 * can leave the cache alone.
 */
export function applyProfileChange(
  users: AdminUser[],
  change: RealtimeChange,
): AdminUser[] | undefined {
  if (change.table !== 'todo_profiles') return undefined;
  const id = (change.row as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return undefined;
  if (change.op === 'delete') return users.filter((user) => user.id !== id);
  const parsed = adminUserSchema.safeParse(change.row);
  if (!parsed.success) return undefined;
  return sortUsers([...users.filter((user) => user.id !== id), parsed.data]);
}
