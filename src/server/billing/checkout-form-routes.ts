import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import { checkoutFormAction, checkoutFormFields } from '../../shared/checkout-form.ts';
import { messages } from '../../shared/messages.ts';
import { shownAmountSchema } from '../../shared/schemas/billing.ts';
import { AppError, writeErrorHeaders } from '../errors.ts';
import { isFromThisSite } from '../http/same-site.ts';
import { limitRequests } from '../rate-limits/rate-limiter.ts';
import { safeReturnPath, sendFormPage } from '../http/form-page.ts';
import { registerHtmlForms } from '../http/html-forms.ts';
import type { BillingDependencies } from './billing-services.ts';
import { startCheckout } from './checkout-service.ts';
import { anonymousCheckoutRateLimit } from './functions-routes.ts';
import { siteAddress } from './return-urls.ts';

const formBodyLimitBytes = 4 * 1024;

const problemTitle = 'Checkout could not start';

function sendProblem(
  reply: FastifyReply,
  status: number,
  message: string,
  backHref: string,
  title = problemTitle,
) {
  return sendFormPage(reply, status, {
    title,
    message,
    tone: 'error',
    backHref,
    backLabel: 'Back to the page',
  });
}

/** The origin the buyer is on, when it is this site; else the configured public URL. */
function buyerOrigin(deps: BillingDependencies, request: FastifyRequest): string {
  const here = siteAddress(`${request.protocol}://${request.host}/`, deps.returnUrls);
  return (here ?? new URL(deps.returnUrls.publicUrl)).origin;
}

/**
 * The price (cents) the page showed, as the form posted it. A page rendered before the
 * field existed sends none (undefined: checkout prices as it always did); anything but a
 * whole positive number of cents is refused (null).
 */
function shownAmount(value: unknown): number | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null;
  const parsed = shownAmountSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}

/**
 * Buy buttons without JavaScript: each is a plain form posting the product here, and the
 * answer is a 303 to the provider's hosted checkout as a guest (the provider asks for the
 * e-mail). The same `startCheckout` as the JSON functions decides what may be sold, so a
 * rule added there holds for both. Problems come back as a readable page.
 */
export const checkoutFormRoutes: FastifyPluginAsync<{ deps: BillingDependencies }> = async (
  app,
  { deps },
) => {
  await registerHtmlForms(app, {
    bodyLimit: formBodyLimitBytes,
    errorPage: {
      title: problemTitle,
      backHref: '/products',
      backLabel: 'Back to the page',
      unreadable: 'The request could not be read. Please try again.',
      logMessage: 'checkout form failed',
    },
  });

  app.post(
    checkoutFormAction,
    {
      preValidation: limitRequests(deps.db, {
        name: 'checkout-form',
        rule: anonymousCheckoutRateLimit,
      }),
    },
    async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body) || {};
      const fields = body as Record<string, unknown>;
      const backHref = safeReturnPath(fields[checkoutFormFields.returnTo], '/products');
      if (!isFromThisSite(request)) {
        return sendProblem(
          reply,
          403,
          'Checkout can only be started from the Signal Studio site.',
          backHref,
        );
      }
      const product = fields[checkoutFormFields.product];
      if (typeof product !== 'string' || !isCatalogueKey(product)) {
        return sendProblem(reply, 400, messages.checkout.invalidPrice, backHref);
      }
      const expectedAmount = shownAmount(fields[checkoutFormFields.expectedAmount]);
      if (expectedAmount === null) {
        return sendProblem(reply, 400, messages.checkout.invalidPrice, backHref);
      }
      const origin = buyerOrigin(deps, request);
      try {
        const session = await startCheckout(deps, {
          priceId: product,
          mode: catalogue[product].mode,
          // A price changed since the page was rendered is told (409 below), not charged.
          expectedAmount,
          successUrl: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/checkout/cancel`,
          fieldNames: { successUrl: 'success_url', cancelUrl: 'cancel_url' },
        });
        return reply.header('cache-control', 'no-store').redirect(session.url, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          writeErrorHeaders(reply, error);
          const title = error.code === 'price_changed' ? 'The price has changed' : undefined;
          return sendProblem(reply, error.statusCode, error.message, backHref, title);
        }
        request.log.error({ err: error }, 'checkout form: could not start checkout');
        return sendProblem(reply, 502, messages.checkout.network, backHref);
      }
    },
  );
};
