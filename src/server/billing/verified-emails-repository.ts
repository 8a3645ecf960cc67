import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

const normalised = (email: string) => email.trim().toLowerCase();

/** Whether the user proved they read this address (see migration 20261126090000). */
export async function isVerifiedEmail(
  db: Kysely<DB>,
  userId: string,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('billing_verified_emails')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('email', '=', normalised(email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordVerifiedEmail(
  db: Kysely<DB>,
  userId: string,
  email: string,
): Promise<void> {
  await db
    .insertInto('billing_verified_emails')
    .values({ user_id: userId, email: normalised(email) })
    .onConflict((conflict) => conflict.columns(['user_id', 'email']).doNothing())
    .execute();
}

/** The account that has this e-mail now and proved it, if any. */
export async function findVerifiedUserIdByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('auth_users')
    .innerJoin('billing_verified_emails', (join) =>
      join
        .onRef('billing_verified_emails.user_id', '=', 'auth_users.id')
        .onRef('billing_verified_emails.email', '=', 'auth_users.email'),
    )
    .select('auth_users.id')
    .where('auth_users.email', '=', normalised(email))
    .executeTakeFirst();
  return row?.id ?? null;
}
