import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDeletionSchema, accountPasswordSchema } from '../../shared/schemas/account-data.ts';
import type { BillingDependencies } from '../billing/billing-services.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { deleteAccount, exportAccountData } from './account-data-service.ts';

const errors = errorResponses(400, 401, 403, 409, 429);

/** Download my data and Delete my account, both confirmed with the password. */
export const accountDataRoutes: FastifyPluginAsyncZod<{ deps: BillingDependencies }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/account/export',
    {
      ...userRequired,
      schema: { body: accountPasswordSchema, response: { 200: z.unknown(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await exportAccountData({
        db: deps.db,
        userId: user.id,
        password: request.body.password,
      });
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="signal-studio-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/api/account/delete',
    {
      ...userRequired,
      schema: { body: accountDeletionSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteAccount({
        db: deps.db,
        provider: deps.provider,
        mailer: deps.mailer,
        userId: user.id,
        password: request.body.password,
        code: request.body.code,
      });
      return reply.status(204).send(null);
    },
  );
};
