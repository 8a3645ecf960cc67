import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '../../shared/schemas/dashboard.ts';
import { readDashboard } from '../billing/account-service.ts';
import type { BillingDependencies } from '../billing/billing-services.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';

/**
 * The dashboard's one read (`GET /api/dashboard`): e-mail, ladder products, whether the
 * user has any order, subscription, and purchases waiting to be claimed. The facts come
 * from billing; the dashboard derives everything else in the browser.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ billing: BillingDependencies }> = async (
  app,
  { billing },
) => {
  app.get(
    '/api/dashboard',
    {
      ...userRequired,
      schema: { response: { 200: dashboardResponseSchema, ...errorResponses(401) } },
    },
    async (request) => readDashboard(billing, signedInUser(request)),
  );
};
