import {
  networkFailureReply,
  readCheckoutReply,
  type CheckoutReply,
} from '~/shared/checkout-reply';
import {
  anonymousCheckoutPath,
  anonymousCheckoutRequest,
  publicAnonKey,
} from '~/shared/offers/anonymous-checkout';
import type { OfferProductKey } from '~/shared/offers/offer-products';

/**
 * Asks the anonymous checkout function for a hosted checkout page for one product. Never
 * throws: every failure comes back as the message the button shows.
 */
export async function startAnonymousCheckout(
  productKey: OfferProductKey,
  shownCents?: number,
): Promise<CheckoutReply> {
  let response: Response;
  try {
    response = await fetch(anonymousCheckoutPath, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${publicAnonKey}`,
      },
      body: JSON.stringify(
        anonymousCheckoutRequest(productKey, window.location.origin, shownCents),
      ),
    });
  } catch {
    return networkFailureReply();
  }
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch {
    // A body cut off mid-way reads as no body at all.
  }
  return readCheckoutReply({ status: response.status, bodyText }, { sayFailedToCreate: false });
}
