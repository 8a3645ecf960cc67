import { sql, type Kysely } from 'kysely';

/**
 * Purchases made without an account are matched to an account by e-mail only once its
 * owner has shown they read that mailbox (a one-time link sent to it): sign-up asks for
 * no confirmation, so anyone could otherwise register a buyer's address and see their
 * orders, card and subscription. A row says the user proved the address; a later change
 * of e-mail needs a new proof.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_verified_emails')
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (column) =>
      column.notNull().check(sql`email = lower(btrim(email))`),
    )
    .addColumn('verified_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_verified_emails_pkey', ['user_id', 'email'])
    .execute();

  await replaceCheck(db, 'auth_one_time_tokens', 'purpose', ['recovery', 'purchase_claim']);
  await replaceCheck(db, 'outgoing_mail', 'kind', ['password_recovery', 'purchase_claim']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_one_time_tokens WHERE purpose = 'purchase_claim'`.execute(db);
  await sql`DELETE FROM outgoing_mail WHERE kind = 'purchase_claim'`.execute(db);
  await replaceCheck(db, 'auth_one_time_tokens', 'purpose', ['recovery']);
  await replaceCheck(db, 'outgoing_mail', 'kind', ['password_recovery']);
  await db.schema.dropTable('billing_verified_emails').execute();
}

/** Swaps the column's list of allowed values (PostgreSQL named the check `<table>_<column>_check`). */
async function replaceCheck(
  db: Kysely<unknown>,
  table: string,
  column: string,
  values: string[],
): Promise<void> {
  const name = `${table}_${column}_check`;
  const allowed = sql.join(values.map((value) => sql.lit(value)));
  await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  await sql`
    ALTER TABLE ${sql.table(table)}
    ADD CONSTRAINT ${sql.id(name)} CHECK (${sql.ref(column)} IN (${allowed}))
  `.execute(db);
}
