import { checkoutErrorMessage, httpErrorReason } from '../checkout-errors.ts';
import { publicMessages as messages } from '../public-messages.ts';
// Type-only: the schema module's runtime would pull zod into every offer page's bundle.
import type { AnonymousCheckoutRequest } from '../schemas/billing.ts';
import { offerCheckoutModes, type OfferProductKey } from './offer-products.ts';

/**
 * The public credential the offer pages send as `Authorization: Bearer <key>` to the
 * anonymous checkout function. It is public by design (it ships in the page), like a
 * Supabase anon key: it marks the call as coming from the site, not a signed-in user.
 */
export const publicAnonKey = 'anon';

export const anonymousCheckoutPath = '/functions/v1/anonymous-checkout';

/**
 * The body for one product: its key as price_id (billing maps keys to price ids), and
 * the price the page showed (cents), which checkout refuses to silently change.
 */
export function anonymousCheckoutRequest(
  productKey: OfferProductKey,
  origin: string,
  shownCents?: number,
): AnonymousCheckoutRequest {
  return {
    ...(shownCents ? { expected_amount: shownCents } : {}),
    price_id: productKey,
    mode: offerCheckoutModes[productKey],
    success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/checkout/cancel`,
  };
}

export type CheckoutReply = { kind: 'redirect'; url: string } | { kind: 'error'; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The function answers `{ error: "..." }`; the API's own 429 says `{ error: { message } }`. */
function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error)
    return typeof error.message === 'string' ? error.message : undefined;
  return undefined;
}

/**
 * Only web addresses (or a path on this site, where the local test provider's checkout
 * lives): a reply must never send the browser to a javascript: or data: URL.
 */
function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * What the button does with the function's reply: redirect, or show the spec's message
 * (errors naming price_id, Authorization or an HTTP error get friendlier words).
 */
export function readCheckoutReply(reply: { status: number; bodyText: string }): CheckoutReply {
  const body = reply.bodyText.trim() ? parseJson(reply.bodyText) : undefined;
  const isOk = reply.status >= 200 && reply.status < 300;
  const reason = errorText(body);
  if (!isOk || reason)
    return {
      kind: 'error',
      message: checkoutErrorMessage(reason ?? httpErrorReason(reply.status)),
    };
  if (body === undefined || body === null)
    return { kind: 'error', message: messages.checkout.noResponse };
  const url = typeof body === 'object' && 'url' in body ? body.url : undefined;
  if (!isWebAddress(url)) return { kind: 'error', message: messages.checkout.noUrl };
  return { kind: 'redirect', url };
}

/** A request that never reached the server (offline, DNS, CORS) reads as a network error. */
export function networkFailureReply(): CheckoutReply {
  return { kind: 'error', message: checkoutErrorMessage(httpErrorReason(0)) };
}
