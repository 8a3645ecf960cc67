import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { AuthenticationMethod, DB } from '../db/schema/schema.ts';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markSessionRefreshed,
  revokeRefreshToken,
  type SecondFactor,
} from './sessions-repository.ts';
import { listGoTrueFactors } from './mfa/factors-repository.ts';
import { toGoTrueUser, type GoTrueSession } from './user-json.ts';
import { findUserById, type AuthUser } from './users-repository.ts';

export interface SessionTokens {
  user: AuthUser;
  sessionId: string;
  refreshToken: string;
  method: AuthenticationMethod;
  authenticatedAt: Date;
  /** A second factor verified in the session: the token says aal2. */
  secondFactor?: SecondFactor | undefined;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GoTrue's session answer; the user carries its factors (auth-js reads them for the AAL). */
export async function toSessionResponse(
  deps: AuthDependencies,
  tokens: SessionTokens,
  db: Kysely<DB> = deps.db,
): Promise<GoTrueSession> {
  const access = await deps.accessTokens.sign({
    userId: tokens.user.id,
    email: tokens.user.email,
    sessionId: tokens.sessionId,
    method: tokens.method,
    authenticatedAt: seconds(tokens.authenticatedAt),
    secondFactor: tokens.secondFactor && {
      method: tokens.secondFactor.method,
      timestamp: seconds(tokens.secondFactor.at),
    },
    userMetadata: tokens.user.user_metadata,
  });
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: tokens.refreshToken,
    user: toGoTrueUser(tokens.user, await listGoTrueFactors(db, tokens.user.id)),
  };
}

/** Opens a session with its first refresh token; call inside the caller's transaction. */
export async function startSession(
  deps: AuthDependencies,
  db: Kysely<DB>,
  options: { user: AuthUser; method: AuthenticationMethod; client: ClientInfo },
): Promise<GoTrueSession> {
  const sessionId = await createSession(db, {
    userId: options.user.id,
    method: options.method,
    userAgent: options.client.userAgent,
    ipAddress: options.client.ipAddress,
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, {
    sessionId,
    tokenHash: hashOpaqueToken(refreshToken),
    parentId: null,
  });
  return toSessionResponse(
    deps,
    {
      user: options.user,
      sessionId,
      refreshToken,
      method: options.method,
      authenticatedAt: new Date(),
    },
    db,
  );
}

type RefreshOutcome =
  { kind: 'not-found' } | { kind: 'reused' } | ({ kind: 'rotated' } & SessionTokens);

/**
 * The refresh_token grant. Each token works once: using it revokes it and issues a child.
 * A revoked token presented again within the grace interval gets a sibling (a second tab
 * raced the first); later, it means the token was copied, so the whole session ends.
 */
export async function refreshSession(
  deps: AuthDependencies,
  refreshToken: string | undefined,
): Promise<GoTrueSession> {
  if (!refreshToken) throw goTrueErrors.validation(messages.authApi.refreshTokenRequired);
  const grace = deps.settings.refreshTokenReuseGraceSeconds;
  // The outcome is returned, not thrown, so that ending a session on reuse is committed.
  const outcome = await deps.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const stored = await findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken), grace);
    if (!stored) return { kind: 'not-found' };
    if (stored.isRevoked && !stored.isWithinReuseGrace) {
      await deleteSession(trx, stored.sessionId);
      return { kind: 'reused' };
    }
    const user = await findUserById(trx, stored.userId);
    if (!user) return { kind: 'not-found' };
    if (!stored.isRevoked) await revokeRefreshToken(trx, stored.id);
    const next = newOpaqueToken();
    await insertRefreshToken(trx, {
      sessionId: stored.sessionId,
      tokenHash: hashOpaqueToken(next),
      parentId: stored.id,
    });
    await markSessionRefreshed(trx, stored.sessionId);
    return {
      kind: 'rotated',
      user,
      sessionId: stored.sessionId,
      refreshToken: next,
      method: stored.method,
      authenticatedAt: stored.sessionCreatedAt,
      secondFactor: stored.secondFactor,
    };
  });
  if (outcome.kind === 'not-found') throw goTrueErrors.refreshTokenNotFound();
  if (outcome.kind === 'reused') throw goTrueErrors.refreshTokenAlreadyUsed();
  return toSessionResponse(deps, outcome);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** global: every session of the user; local: this one; others: all but this one. */
export async function endSessions(
  deps: AuthDependencies,
  caller: { userId: string; sessionId: string },
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') await deleteSession(deps.db, caller.sessionId);
  else if (scope === 'global') await deleteUserSessions(deps.db, caller.userId);
  else await deleteUserSessions(deps.db, caller.userId, caller.sessionId);
}
