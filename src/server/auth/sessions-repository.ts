import { sql, type Kysely } from 'kysely';
import { fixedQuery } from '../db/fixed-query.ts';
import type { AuthenticationMethod, DB } from '../db/schema.ts';

export interface NewSession {
  userId: string;
  method: AuthenticationMethod;
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

export async function createSession(db: Kysely<DB>, session: NewSession): Promise<string> {
  const row = await db
    .insertInto('auth_sessions')
    .values({
      user_id: session.userId,
      authentication_method: session.method,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
      ip_address: session.ipAddress ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Every API request with a token runs it: compiled once (fixed-query.ts).
const sessionUserEmail = fixedQuery((db: Kysely<DB>, sessionId: string, userId: string) =>
  db
    .selectFrom('auth_sessions as session')
    .innerJoin('auth_users as user', 'user.id', 'session.user_id')
    .select('user.email')
    .where('session.id', '=', sessionId)
    .where('session.user_id', '=', userId),
);

/**
 * The e-mail of the session's user, if the session still exists and is that user's: an
 * access token outlives a sign-out, so every check of one also asks for its session.
 */
export async function findSessionUserEmail(
  db: Kysely<DB>,
  sessionId: string,
  userId: string,
): Promise<string | undefined> {
  const { rows } = await sessionUserEmail(db, sessionId, userId);
  return rows[0]?.email;
}

export async function deleteSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, or every one but `keepSessionId`. */
export async function deleteUserSessions(
  db: Kysely<DB>,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function markSessionRefreshed(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ refreshed_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function insertRefreshToken(
  db: Kysely<DB>,
  token: { sessionId: string; tokenHash: string; parentId: string | null },
): Promise<void> {
  await db
    .insertInto('auth_refresh_tokens')
    .values({ session_id: token.sessionId, token_hash: token.tokenHash, parent_id: token.parentId })
    .execute();
}

export interface StoredRefreshToken {
  id: string;
  sessionId: string;
  userId: string;
  method: AuthenticationMethod;
  sessionCreatedAt: Date;
  isRevoked: boolean;
  /** Revoked so recently that a second tab refreshing with it is not an attack. */
  isWithinReuseGrace: boolean;
}

/** The token and its session's user, locked until the transaction ends. */
export async function findRefreshTokenForUpdate(
  db: Kysely<DB>,
  tokenHash: string,
  reuseGraceSeconds: number,
): Promise<StoredRefreshToken | undefined> {
  const row = await db
    .selectFrom('auth_refresh_tokens as token')
    .innerJoin('auth_sessions as session', 'session.id', 'token.session_id')
    .select([
      'token.id',
      'token.session_id',
      'session.user_id',
      'session.authentication_method',
      'session.created_at',
      'token.revoked_at',
      sql<boolean>`coalesce(token.revoked_at > now() - make_interval(secs => ${reuseGraceSeconds}), false)`.as(
        'is_within_reuse_grace',
      ),
    ])
    .where('token.token_hash', '=', tokenHash)
    .forUpdate('token')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    method: row.authentication_method,
    sessionCreatedAt: row.created_at,
    isRevoked: row.revoked_at !== null,
    isWithinReuseGrace: row.is_within_reuse_grace,
  };
}

export async function revokeRefreshToken(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
