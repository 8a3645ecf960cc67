import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutResolutionSchema,
  ordersResponseSchema,
  subscriptionResponseSchema,
  userProductsResponseSchema,
} from '../../shared/schemas/billing.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { signedInUser, userOptional, userRequired } from '../http/request-authentication.ts';
import {
  readOrders,
  readSubscription,
  readUserProducts,
  resolveCheckout,
} from './account-service.ts';
import type { BillingDependencies } from './billing-services.ts';

const unauthorized = { 401: errorBodySchema };

/**
 * The signed-in user's billing reads: subscription, orders, ladder products and the
 * checkout result (the dashboard's summary of them is in src/server/dashboard/).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: BillingDependencies }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/billing/subscription',
    { ...userRequired, schema: { response: { 200: subscriptionResponseSchema, ...unauthorized } } },
    async (request) => ({ subscription: await readSubscription(deps, signedInUser(request)) }),
  );

  app.get(
    '/api/billing/orders',
    { ...userRequired, schema: { response: { 200: ordersResponseSchema, ...unauthorized } } },
    async (request) => ({ orders: await readOrders(deps, signedInUser(request)) }),
  );

  app.get(
    '/api/billing/products',
    { ...userRequired, schema: { response: { 200: userProductsResponseSchema, ...unauthorized } } },
    async (request) => ({ products: await readUserProducts(deps, signedInUser(request)) }),
  );

  app.get(
    '/api/billing/checkout-resolution',
    {
      config: userOptional,
      schema: {
        querystring: z.object({ session_id: z.string().trim().min(1).max(255).optional() }),
        response: { 200: checkoutResolutionSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      resolveCheckout(deps, { sessionId: request.query.session_id, user: request.user }),
  );
};
