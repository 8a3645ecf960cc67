import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema/schema.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http/error-schema.ts';
import { signedInUser, userRequired } from '../../http/request-authentication.ts';
import { listFactors } from './factors-repository.ts';
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';

const errors = errorResponses(401, 403);

/**
 * Recovery codes for a lost authenticator (not a GoTrue call: GoTrue has none). New codes
 * replace the old ones and are answered once; only their hashes are kept. Asking needs a
 * session that verified the second factor, so a stolen password cannot mint codes.
 */
export const recoveryCodeRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/account/recovery-codes',
    {
      ...userRequired,
      schema: { response: { 200: z.object({ unused: z.number().int() }), ...errors } },
    },
    async (request) => ({ unused: await countUnusedRecoveryCodes(db, signedInUser(request).id) }),
  );

  app.post(
    '/api/account/recovery-codes',
    {
      ...userRequired,
      schema: { response: { 200: z.object({ codes: z.array(z.string()) }), ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      const hasFactor = (await listFactors(db, user.id)).some(
        (factor) => factor.status === 'verified',
      );
      if (!hasFactor || user.aal !== 'aal2') {
        throw new AppError(
          403,
          'insufficient_aal',
          'Set up an authenticator app and enter its code first.',
        );
      }
      return { codes: await replaceRecoveryCodes(db, user.id) };
    },
  );
};
