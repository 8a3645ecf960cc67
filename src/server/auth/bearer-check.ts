import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { findSessionUserEmail } from './sessions-repository.ts';
import { bearerToken, type AccessTokens } from './tokens.ts';

export interface Caller {
  userId: string;
  email: string;
  sessionId: string;
}

export type BearerCheck =
  | ({ status: 'signed-in' } & Caller)
  | { status: 'missing' }
  | { status: 'invalid' }
  | { status: 'session-ended' };

/**
 * Checks an Authorization header: a current access token of ours whose session still
 * exists (signing out must take effect at once, not when the token expires). The e-mail
 * comes from the database, not from the token.
 */
export async function checkBearer(
  deps: { db: Kysely<DB>; accessTokens: AccessTokens },
  authorization: string | undefined,
): Promise<BearerCheck> {
  const token = bearerToken(authorization);
  if (!token) return { status: 'missing' };
  let verified;
  try {
    verified = await deps.accessTokens.verify(token);
  } catch {
    return { status: 'invalid' };
  }
  const email = await findSessionUserEmail(deps.db, verified.sessionId, verified.userId);
  if (email === undefined) return { status: 'session-ended' };
  return { status: 'signed-in', userId: verified.userId, email, sessionId: verified.sessionId };
}

/** The caller of a GoTrue endpoint that needs a session, or GoTrue's error. */
export async function requireGoTrueCaller(
  deps: { db: Kysely<DB>; accessTokens: AccessTokens },
  authorization: string | undefined,
): Promise<Caller> {
  const check = await checkBearer(deps, authorization);
  switch (check.status) {
    case 'signed-in':
      return { userId: check.userId, email: check.email, sessionId: check.sessionId };
    case 'missing':
      throw goTrueErrors.noAuthorization();
    case 'invalid':
      throw goTrueErrors.badJwt();
    case 'session-ended':
      throw goTrueErrors.sessionNotFound();
  }
}
