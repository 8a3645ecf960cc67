import { sql, type Kysely } from 'kysely';

/**
 * Sign-up now proves the mailbox (issue 30): a new account starts unconfirmed and a
 * one-time link (`signup`) confirms it. The other purposes are GoTrue's remaining
 * one-time tokens (a sign-in link, its six-digit code, a re-authentication code). Accounts that exist
 * already keep the confirmation their creation recorded.
 */
const purposes = [
  'recovery',
  'purchase_claim',
  'signup',
  'magiclink',
  'email_otp',
  'reauthentication',
];
/** GoTrue's amr method for a session opened by a mailed link or code. */
const methods = ['password', 'recovery', 'otp'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, 'auth_one_time_tokens', 'purpose', purposes);
  await replaceCheck(db, 'auth_sessions', 'authentication_method', methods);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM auth_one_time_tokens WHERE purpose NOT IN ('recovery', 'purchase_claim')
  `.execute(db);
  await replaceCheck(db, 'auth_one_time_tokens', 'purpose', ['recovery', 'purchase_claim']);
  await sql`DELETE FROM auth_sessions WHERE authentication_method = 'otp'`.execute(db);
  await replaceCheck(db, 'auth_sessions', 'authentication_method', ['password', 'recovery']);
}

/** Swaps the column's allowed values (PostgreSQL named the check `<table>_<column>_check`). */
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
