import { publicMessages as messages } from './public-messages.ts';

/**
 * The words a checkout button shows when starting checkout fails, shared by the signed-in
 * buttons (products, summit, membership) and the anonymous ones (offer pages). The server's
 * own reason is mapped to a friendlier sentence when it names the price, the credential or
 * a failed HTTP exchange; anything else is shown as it came.
 */
export function checkoutErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!raw) return messages.checkout.failedFallback;
  if (raw.includes('price_id')) return messages.checkout.invalidPrice;
  if (raw.includes('Authorization')) return messages.checkout.authentication;
  if (raw.includes('HTTP error')) return messages.checkout.network;
  return raw;
}

/** "Failed to create checkout session: {reason}", the reason being the server's error field. */
export function checkoutFailure(serverError: string | undefined): Error {
  return new Error(messages.checkout.failed(serverError || messages.checkout.failedFallback));
}

/** The words of a failed HTTP exchange that carried no error of its own (mapped to network). */
export function httpErrorReason(status: number): string {
  return `HTTP error ${status}`;
}
