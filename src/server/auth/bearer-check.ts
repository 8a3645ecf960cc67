import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import type { AssuranceLevel } from '../db/schema/schema.ts';
import { findSessionUser } from './sessions-repository.ts';
import { bearerToken, type AccessTokens } from './tokens.ts';

export interface Caller {
  userId: string;
  email: string;
  sessionId: string;
  /** What the session has proved: `aal2` once a second factor was verified in it. */
  aal: AssuranceLevel;
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
  const session = await findSessionUser(deps.db, verified.sessionId, verified.userId);
  if (session === undefined) return { status: 'session-ended' };
  return {
    status: 'signed-in',
    userId: verified.userId,
    email: session.email,
    sessionId: verified.sessionId,
    aal: session.aal,
  };
}

/** The caller of a GoTrue endpoint that needs a session, or GoTrue's error. */
export async function requireGoTrueCaller(
  deps: { db: Kysely<DB>; accessTokens: AccessTokens },
  authorization: string | undefined,
): Promise<Caller> {
  const check = await checkBearer(deps, authorization);
  switch (check.status) {
    case 'signed-in':
      return {
        userId: check.userId,
        email: check.email,
        sessionId: check.sessionId,
        aal: check.aal,
      };
    case 'missing':
      throw goTrueErrors.noAuthorization();
    case 'invalid':
      throw goTrueErrors.badJwt();
    case 'session-ended':
      throw goTrueErrors.sessionNotFound();
  }
}
