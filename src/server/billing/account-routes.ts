import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  ordersResponseSchema,
  subscriptionResponseSchema,
  userProductsResponseSchema,
} from '../../shared/schemas/billing.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userOptional, userRequired } from '../http/request-authentication.ts';
import { readOrders, readSubscription, readUserProducts } from './account-service.ts';
import type { BillingDependencies } from './billing-services.ts';
import { readCheckoutStatus } from './checkout-status-service.ts';

const unauthorized = errorResponses(401);

/**
 * The signed-in user's billing reads: subscription, orders, ladder products and what became
 * of a checkout session (the dashboard's summary of them is in src/server/dashboard/).
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
    '/api/billing/checkout-status',
    {
      config: userOptional,
      schema: {
        querystring: checkoutStatusQuerySchema,
        response: { 200: checkoutStatusSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      readCheckoutStatus(deps, { sessionId: request.query.session_id, user: request.user }),
  );
};
