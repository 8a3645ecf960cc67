import { sql, type Kysely } from 'kysely';
import type { DB, OneTimeTokenPurpose } from '../db/schema/schema.ts';

/** Issues the user's one live token for a purpose; an earlier unused one stops working. */
export async function replaceOneTimeToken(
  db: Kysely<DB>,
  token: {
    userId: string;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    lifetimeSeconds: number;
  },
): Promise<void> {
  await db
    .deleteFrom('auth_one_time_tokens')
    .where('user_id', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .execute();
  await db
    .insertInto('auth_one_time_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${token.lifetimeSeconds})`,
    })
    .execute();
}

/** Whether a token for the purpose was issued to the user within the last few seconds. */
export async function hasRecentOneTimeToken(
  db: Kysely<DB>,
  userId: string,
  purpose: OneTimeTokenPurpose,
  withinSeconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_one_time_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${withinSeconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses up a live token: the user it was issued to, or undefined if unknown or expired. */
export async function consumeOneTimeToken(
  db: Kysely<DB>,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('auth_one_time_tokens')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .returning(['user_id', sql<boolean>`expires_at > now()`.as('is_live')])
    .executeTakeFirst();
  return row?.is_live ? row.user_id : undefined;
}
