import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

type Executor = Kysely<DB>;

/** Everything the account holds, for Download my data (the person's own rows only). */
export async function readAccountData(db: Executor, userId: string) {
  const [profile, folders, memberships, todos, preferences, clients, communications] =
    await Promise.all([
      db
        .selectFrom('todo_profiles')
        .select(['id', 'email', 'role', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('todo_folders')
        .select(['id', 'name', 'description', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('todo_folder_members as m')
        .innerJoin('todo_folders as f', 'f.id', 'm.folder_id')
        .select(['m.folder_id', 'f.name', 'm.level'])
        .where('m.user_id', '=', userId)
        .execute(),
      db
        .selectFrom('todos')
        .select(['id', 'title', 'description', 'is_complete', 'folder_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('todo_user_preferences')
        .select('preferences')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('clients')
        .select(['id', 'name', 'email', 'phone', 'company', 'notes', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('communications')
        .select(['id', 'client_id', 'type', 'subject', 'content', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    ]);
  const [orders, subscriptions, products] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        'id',
        'order_date',
        'status',
        'catalogue_key',
        'amount_total',
        'amount_refunded',
        'refunded_at',
        'currency',
      ])
      .where('user_id', '=', userId)
      .orderBy('order_date')
      .execute(),
    db
      .selectFrom('subscriptions')
      .select(['catalogue_key', 'status', 'current_period_end', 'cancel_at_period_end'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_products')
      .select(['product_id', 'product_name', 'status', 'purchase_date'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    profile,
    folders,
    memberships,
    todos,
    preferences: preferences?.preferences ?? null,
    clients,
    communications,
    orders,
    subscriptions,
    products,
  };
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('todo_profiles')
    .select(sql<string>`count(*)`.as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Live subscriptions that still renew: they are set to end when their period does. */
export async function renewingSubscriptions(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['provider_subscription_id', 'current_period_end'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'trialing', 'past_due'])
    .where('cancel_at_period_end', '=', false)
    .execute();
}

/**
 * Hands each shared folder the user owns to its longest-standing manager (or, with
 * none, editor), todos included. The folder and its todos change owner in one statement,
 * so the composite key (todo.folder_id, todo.user_id) → folder holds at its end. The
 * heir's member row goes (an owner is not a member). Folders shared only to view, or
 * not at all, stay and are removed with the account.
 */
export async function handOverSharedFolders(
  db: Executor,
  userId: string,
): Promise<{ folder_id: string; heir_id: string }[]> {
  const { rows } = await sql<{ folder_id: string; heir_id: string }>`
    SELECT DISTINCT ON (m.folder_id) m.folder_id::text AS folder_id, m.user_id::text AS heir_id
    FROM todo_folder_members m
    JOIN todo_folders f ON f.id = m.folder_id
    WHERE f.user_id = ${userId} AND m.level IN ('manage', 'edit')
    ORDER BY m.folder_id, (m.level = 'manage') DESC, m.created_at, m.user_id`.execute(db);
  for (const { folder_id: folderId, heir_id: heirId } of rows) {
    await sql`
      WITH folder AS (
        UPDATE todo_folders SET user_id = ${heirId}, updated_at = now() WHERE id = ${folderId}
        RETURNING id
      )
      UPDATE todos SET user_id = ${heirId}, updated_at = now()
      WHERE folder_id = ${folderId} AND EXISTS (SELECT 1 FROM folder)`.execute(db);
    await db
      .deleteFrom('todo_folder_members')
      .where('folder_id', '=', folderId)
      .where('user_id', '=', heirId)
      .execute();
  }
  return rows;
}

/** Everyone the user's folders are shared with, per folder: whom to tell on deletion. */
export async function sharedFolderMembers(db: Executor, userId: string) {
  return db
    .selectFrom('todo_folder_members as m')
    .innerJoin('todo_folders as f', 'f.id', 'm.folder_id')
    .innerJoin('auth_users as u', 'u.id', 'm.user_id')
    .select(['m.folder_id', 'f.name', 'm.user_id', 'u.email'])
    .where('f.user_id', '=', userId)
    .orderBy('f.name')
    .execute();
}

/** Orders and customer records stay for the accounting, without the person's e-mail. */
export async function forgetBillingEmail(db: Executor, userId: string): Promise<void> {
  await db.updateTable('orders').set({ email: null }).where('user_id', '=', userId).execute();
  await db
    .updateTable('billing_customers')
    .set({ email: null })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('local_billing_customers')
    .set({ email: null })
    .where('user_id', '=', userId)
    .execute();
}

/** The account itself; profiles, tasks, folders, clients and communications cascade. */
export async function deleteAuthUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('auth_users').where('id', '=', userId).execute();
}
