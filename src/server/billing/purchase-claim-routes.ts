import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.ts';
import {
  purchaseClaimConfirmedSchema,
  purchaseClaimConfirmSchema,
  purchaseClaimSentSchema,
  purchaseClaimStatusSchema,
} from '../../shared/schemas/purchase-claims.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import {
  confirmPurchaseClaim,
  hasPendingPurchases,
  requestPurchaseClaim,
  type PurchaseClaimDependencies,
} from './purchase-claims.ts';

const unauthorized = errorResponses(401);

/**
 * Adding purchases made before the account existed: whether there are any, sending the
 * proof-of-mailbox link, and using it.
 */
export const purchaseClaimRoutes: FastifyPluginAsyncZod<{
  deps: PurchaseClaimDependencies;
}> = async (app, { deps }) => {
  app.get(
    '/api/billing/purchase-claims',
    { ...userRequired, schema: { response: { 200: purchaseClaimStatusSchema, ...unauthorized } } },
    async (request) => ({ pending: await hasPendingPurchases(deps.db, signedInUser(request)) }),
  );

  app.post(
    '/api/billing/purchase-claims',
    { ...userRequired, schema: { response: { 202: purchaseClaimSentSchema, ...unauthorized } } },
    async (request, reply) => {
      const sent = await requestPurchaseClaim(deps, signedInUser(request));
      return reply.code(202).send({ sent });
    },
  );

  app.post(
    '/api/billing/purchase-claims/confirm',
    {
      ...userRequired,
      schema: {
        body: purchaseClaimConfirmSchema,
        response: {
          200: purchaseClaimConfirmedSchema,
          ...errorResponses(400),
          ...unauthorized,
        },
      },
    },
    async (request) => {
      const claimed = await confirmPurchaseClaim(deps, signedInUser(request), request.body.token);
      if (!claimed) throw AppError.badRequest(messages.purchaseClaims.invalidLink);
      return { claimed: true as const };
    },
  );
};
