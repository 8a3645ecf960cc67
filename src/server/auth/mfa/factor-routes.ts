import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthDependencies } from '../auth-dependencies.ts';
import { goTrueErrorResponses } from '../auth-schemas.ts';
import { requireGoTrueCaller } from '../bearer-check.ts';
import { GoTrueError } from '../gotrue-errors.ts';
import { goTrueSessionSchema } from '../user-json.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factor-service.ts';

const enrollBodySchema = z.looseObject({
  factor_type: z.string().optional(),
  friendly_name: z.string().optional(),
  issuer: z.string().optional(),
});
const verifyBodySchema = z.looseObject({
  challenge_id: z.string().optional(),
  code: z.string().optional(),
});
const factorParamsSchema = z.object({ id: z.string() });

const enrolledSchema = z.object({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no factor: GoTrue's 404, not a database error. */
function factorId(id: string): string {
  if (!uuidPattern.test(id)) throw new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
  return id;
}

/** GoTrue's factors API as auth-js `mfa.*` calls it (TOTP only). */
export const factorRoutes: FastifyPluginAsyncZod<{ auth: AuthDependencies }> = async (
  app,
  { auth },
) => {
  const caller = (request: FastifyRequest) =>
    requireGoTrueCaller(auth, request.headers.authorization);

  app.post(
    '/factors',
    {
      schema: {
        body: enrollBodySchema,
        response: { 200: enrolledSchema, ...goTrueErrorResponses([400, 401, 403, 422]) },
      },
    },
    async (request) => enrollFactor(auth, await caller(request), request.body),
  );

  app.post(
    '/factors/:id/challenge',
    {
      schema: {
        params: factorParamsSchema,
        response: {
          200: z.object({ id: z.string(), type: z.literal('totp'), expires_at: z.number() }),
          ...goTrueErrorResponses([401, 403, 404]),
        },
      },
    },
    async (request) =>
      challengeFactor(auth, await caller(request), factorId(request.params.id), request.ip),
  );

  app.post(
    '/factors/:id/verify',
    {
      schema: {
        params: factorParamsSchema,
        body: verifyBodySchema,
        response: {
          200: goTrueSessionSchema,
          ...goTrueErrorResponses([400, 401, 403, 404, 422, 429]),
        },
      },
    },
    async (request) => {
      const who = await caller(request);
      const challengeId = request.body.challenge_id ?? '';
      if (!uuidPattern.test(challengeId) || !request.body.code) {
        throw new GoTrueError(400, 'validation_failed', 'challenge_id and code are required');
      }
      return verifyFactor(auth, who, factorId(request.params.id), {
        challengeId,
        code: request.body.code,
        ipAddress: request.ip,
      });
    },
  );

  app.delete(
    '/factors/:id',
    {
      schema: {
        params: factorParamsSchema,
        response: {
          200: z.object({ id: z.string() }),
          ...goTrueErrorResponses([400, 401, 403, 404]),
        },
      },
    },
    async (request) => unenrollFactor(auth, await caller(request), factorId(request.params.id)),
  );
};
