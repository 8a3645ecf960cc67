import { sql, type Kysely } from 'kysely';

/**
 * Every hosted checkout this site started, with the signed-in buyer if there was one.
 * The success page asks about a session id it was handed: this record says whether the
 * session is ours at all, whose it is (a guest's session is its holder's; a signed-in
 * buyer's only theirs) and what it sells, before the provider's payment event arrives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('started_checkouts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('catalogue_key', 'text', (column) => column.notNull())
    .addColumn('mode', 'text', (column) =>
      column.notNull().check(sql`mode IN ('payment', 'subscription')`),
    )
    .addColumn('amount_total', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) =>
      column.references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('started_checkouts').execute();
}
