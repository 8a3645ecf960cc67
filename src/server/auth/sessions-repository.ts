import { sql, type Kysely } from 'kysely';
import { fixedQuery } from '../db/fixed-query.ts';
import type {
  AssuranceLevel,
  AuthenticationMethod,
  DB,
  SecondFactorMethod,
} from '../db/schema/schema.ts';

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
    .select(['user.email', 'session.aal'])
    .where('session.id', '=', sessionId)
    .where('session.user_id', '=', userId),
);

/**
 * The e-mail of the session's user and the assurance level the session reached, if the
 * session still exists and is that user's: an access token outlives a sign-out (and a
 * second factor verified since raises the level), so every check asks the session.
 */
export async function findSessionUser(
  db: Kysely<DB>,
  sessionId: string,
  userId: string,
): Promise<{ email: string; aal: AssuranceLevel } | undefined> {
  const { rows } = await sessionUserEmail(db, sessionId, userId);
  return rows[0];
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

/** The second factor a session verified, for `aal2` and its `amr` entry. */
export interface SecondFactor {
  method: SecondFactorMethod;
  at: Date;
}

export interface StoredRefreshToken {
  id: string;
  sessionId: string;
  userId: string;
  method: AuthenticationMethod;
  sessionCreatedAt: Date;
  secondFactor: SecondFactor | undefined;
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
      'session.second_factor_method',
      'session.second_factor_at',
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
    secondFactor:
      row.second_factor_method && row.second_factor_at
        ? { method: row.second_factor_method, at: row.second_factor_at }
        : undefined,
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

/** A verified second factor raises the session to aal2 (and counts as a fresh proof). */
export async function markSecondFactorVerified(
  db: Kysely<DB>,
  sessionId: string,
  method: SecondFactorMethod,
): Promise<Date> {
  const row = await db
    .updateTable('auth_sessions')
    .set({
      aal: 'aal2',
      second_factor_method: method,
      second_factor_at: sql<Date>`now()`,
      proved_at: sql<Date>`now()`,
    })
    .where('id', '=', sessionId)
    .returning('second_factor_at')
    .executeTakeFirstOrThrow();
  return row.second_factor_at ?? new Date();
}
