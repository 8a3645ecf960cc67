import { checkoutErrorMessage, checkoutFailure, httpErrorReason } from './checkout-errors.ts';
import { publicMessages as messages } from './public-messages.ts';
import { isSitePath, isWebAddress } from './same-site-path.ts';

/**
 * Where a reply may send the browser (kept here, not in same-site-path.ts, so the pages
 * without a buy button do not carry it): a path here (the local provider's checkout lives on
 * this site) or a web address, never a javascript: or data: URL.
 */
export function isRedirectTarget(value: unknown): value is string {
  return typeof value === 'string' && (isSitePath(value) || isWebAddress(value));
}

/** What a buy button does next: follow the address, or show the message. */
export type CheckoutReply = { kind: 'redirect'; url: string } | { kind: 'error'; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The functions answer `{ error: "..." }`; the API's own errors say `{ error: { message } }`. */
export function errorReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error)
    return typeof error.message === 'string' ? error.message || undefined : undefined;
  return undefined;
}

export interface ReplyWording {
  /**
   * The signed-in buttons say "Failed to create checkout session: {reason}" (spec section
   * 8); the offer pages' anonymous buttons show the reason as it came.
   */
  sayFailedToCreate: boolean;
}

/**
 * What a checkout button does with the function's reply: redirect (only to a web address
 * or a path here, never a javascript: or data: URL), or show the spec's message (errors
 * naming price_id, Authorization or an HTTP error get friendlier words).
 */
export function readCheckoutReply(
  reply: { status: number; bodyText: string },
  { sayFailedToCreate }: ReplyWording,
): CheckoutReply {
  const body = reply.bodyText.trim() ? parseJson(reply.bodyText) : undefined;
  const isOk = reply.status >= 200 && reply.status < 300;
  const reason = errorReason(body);
  if (!isOk || reason) {
    const said = reason ?? httpErrorReason(reply.status);
    return {
      kind: 'error',
      message: checkoutErrorMessage(sayFailedToCreate ? checkoutFailure(said) : said),
    };
  }
  if (body === undefined || body === null)
    return { kind: 'error', message: messages.checkout.noResponse };
  const url = typeof body === 'object' && 'url' in body ? body.url : undefined;
  if (!isRedirectTarget(url)) return { kind: 'error', message: messages.checkout.noUrl };
  return { kind: 'redirect', url };
}

/** A request that never reached the server (offline, DNS, CORS) reads as a network error. */
export function networkFailureReply(): CheckoutReply {
  return { kind: 'error', message: checkoutErrorMessage(httpErrorReason(0)) };
}
