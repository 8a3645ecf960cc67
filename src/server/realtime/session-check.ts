import type { Kysely } from 'kysely';
import { checkBearer } from '../auth/bearer-check.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * Re-checks the header a stream was opened with, as the /api hook does for each request:
 * an expired token or an ended session (signed out, revoked) ends the stream.
 */
export function bearerStillValid(deps: { db: Kysely<DB>; accessTokens: AccessTokens }) {
  return async (authorization: string): Promise<boolean> =>
    (await checkBearer(deps, authorization)).status === 'signed-in';
}
