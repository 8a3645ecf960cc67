import {
  checkoutErrorMessage,
  checkoutFailure,
  httpErrorReason,
} from '../../../../shared/checkout-errors';
import { publicMessages as messages } from '../../../../shared/public-messages';

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
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  )
    return error.message || undefined;
  return undefined;
}

/** Only web addresses or a path here: never a javascript: or data: URL. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * What a signed-in checkout button does with the function's reply (spec section 8):
 * redirect, or "Failed to create checkout session: {reason}" as the catalogue maps it.
 */
export function readCheckoutReply(reply: { status: number; bodyText: string }): CheckoutReply {
  const body = reply.bodyText.trim() ? parseJson(reply.bodyText) : undefined;
  const isOk = reply.status >= 200 && reply.status < 300;
  const reason = errorReason(body);
  if (!isOk || reason) {
    const failure = checkoutFailure(reason ?? httpErrorReason(reply.status));
    return { kind: 'error', message: checkoutErrorMessage(failure) };
  }
  if (body === undefined || body === null)
    return { kind: 'error', message: messages.checkout.noResponse };
  const url = typeof body === 'object' && 'url' in body ? body.url : undefined;
  if (!isWebAddress(url)) return { kind: 'error', message: messages.checkout.noUrl };
  return { kind: 'redirect', url };
}
