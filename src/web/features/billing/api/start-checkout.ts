import { checkoutErrorMessage, checkoutFailure, httpErrorReason } from '~/shared/checkout-errors';
import type { CheckoutMode } from '~/shared/catalogue';
import type { CheckoutRequest } from '~/shared/schemas/billing';
import { checkoutReturnUrls } from '~/shared/schemas/checkout-urls';
import { readCheckoutReply, type CheckoutReply } from '~/shared/checkout-reply';

export const createCheckoutPath = '/functions/v1/create-checkout';

/**
 * The signed-in checkout call (spec section 7): bearer token and priceId, mode, successUrl,
 * cancelUrl. Never throws: every failure comes back as the message the button shows.
 */
export async function startCheckout(
  accessToken: string,
  item: { priceId: string; mode: CheckoutMode; expectedAmount?: number },
): Promise<CheckoutReply> {
  const body: CheckoutRequest = { ...item, ...checkoutReturnUrls(window.location.origin) };
  let response: Response;
  try {
    response = await fetch(createCheckoutPath, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'error', message: checkoutErrorMessage(checkoutFailure(httpErrorReason(0))) };
  }
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // A body cut off mid-way reads as no body at all.
  }
  return readCheckoutReply({ status: response.status, bodyText }, { sayFailedToCreate: true });
}
