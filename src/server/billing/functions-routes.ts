import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { publicAnonKey } from '../../shared/offers/anonymous-checkout.ts';
import {
  anonymousCheckoutRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  functionErrorSchema,
  portalResponseSchema,
} from '../../shared/schemas/billing.ts';
import { checkBearer } from '../auth/bearer-check.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import type { BillingDependencies } from './billing-services.ts';
import { openPortal, startCheckout } from './checkout-service.ts';
import { registerFunctionErrorHandler } from './function-errors.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';

export interface FunctionsRoutesOptions {
  deps: BillingDependencies;
  auth: { db: Kysely<DB>; accessTokens: AccessTokens };
}

/** Anonymous checkouts per client address: plenty for a buyer, too few to flood the provider. */
export const anonymousCheckoutRateLimit: RateLimitRule = { max: 10, windowSeconds: 60 };

const errors = {
  400: functionErrorSchema,
  401: functionErrorSchema,
  404: functionErrorSchema,
  // The settings refuse the sale: the event is over, the early-bird price has ended.
  409: functionErrorSchema,
};
const failures = {
  ...errors,
  429: functionErrorSchema,
  500: functionErrorSchema,
  502: functionErrorSchema,
};

/** The signed-in caller of a function; the words name Authorization, as the clients map it. */
async function functionCaller(
  auth: FunctionsRoutesOptions['auth'],
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const check = await checkBearer(auth, request.headers.authorization);
  switch (check.status) {
    case 'signed-in':
      return { id: check.userId, email: check.email, sessionId: check.sessionId, aal: check.aal };
    case 'missing':
      throw AppError.unauthorized('Missing Authorization header');
    case 'invalid':
      throw AppError.unauthorized('Invalid Authorization token');
    case 'session-ended':
      throw AppError.unauthorized('Authorization session has ended. Please sign in again.');
  }
}

/** The offer pages' public credential: `Authorization: Bearer <anon key>` (or `apikey`). */
function requireAnonymousCredential(request: FastifyRequest): void {
  const authorization = request.headers.authorization;
  const apiKey = request.headers.apikey;
  if (!authorization && !apiKey) throw AppError.unauthorized('Missing Authorization header');
  if (authorization !== `Bearer ${publicAnonKey}` && apiKey !== publicAnonKey)
    throw AppError.unauthorized('Invalid Authorization credential');
}

/** POST /functions/v1/{create-checkout, anonymous-checkout, customer-portal}. */
export const functionsRoutes: FastifyPluginAsyncZod<FunctionsRoutesOptions> = async (
  app,
  { deps, auth },
) => {
  registerFunctionErrorHandler(app);

  app.post(
    '/functions/v1/create-checkout',
    {
      schema: {
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...failures },
      },
    },
    async (request) => {
      const user = await functionCaller(auth, request);
      const session = await startCheckout(deps, {
        ...request.body,
        user,
        fieldNames: { successUrl: 'successUrl', cancelUrl: 'cancelUrl' },
      });
      trackRequestEvent(deps.db, request, 'checkout_started');
      return { url: session.url, sessionId: session.id };
    },
  );

  app.post(
    '/functions/v1/anonymous-checkout',
    {
      preValidation: limitRequests(deps.db, {
        name: 'anonymous-checkout',
        rule: anonymousCheckoutRateLimit,
      }),
      schema: {
        body: anonymousCheckoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...failures },
      },
    },
    async (request) => {
      requireAnonymousCredential(request);
      const { price_id, mode, success_url, cancel_url, expected_amount } = request.body;
      const session = await startCheckout(deps, {
        priceId: price_id,
        expectedAmount: expected_amount,
        mode,
        successUrl: success_url,
        cancelUrl: cancel_url,
        fieldNames: { successUrl: 'success_url', cancelUrl: 'cancel_url' },
      });
      trackRequestEvent(deps.db, request, 'checkout_started');
      return { url: session.url, sessionId: session.id };
    },
  );

  app.post(
    '/functions/v1/customer-portal',
    { schema: { response: { 200: portalResponseSchema, ...failures } } },
    async (request) => {
      const user = await functionCaller(auth, request);
      return openPortal(deps, { user, origin: request.headers.origin });
    },
  );
};
