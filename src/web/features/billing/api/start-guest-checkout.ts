import type { CatalogueKey } from '~/shared/catalogue';
import { checkoutModeOf } from '~/shared/catalogue-modes';
import {
  networkFailureReply,
  readCheckoutReply,
  type CheckoutReply,
} from '~/shared/checkout-reply';
import { anonymousCheckoutPath, publicAnonKey } from '~/shared/offers/anonymous-checkout';
import type { AnonymousCheckoutRequest } from '~/shared/schemas/billing';
import { checkoutReturnUrls } from '~/shared/schemas/checkout-urls';

/**
 * "Continue as guest": the anonymous checkout (spec section 7) for any catalogue item;
 * the provider's page collects the buyer's e-mail. Never throws.
 */
export async function startGuestCheckout(
  catalogueKey: CatalogueKey,
  /** Cents: the price the page showed; checkout refuses to charge another. */
  expectedAmount?: number,
): Promise<CheckoutReply> {
  const urls = checkoutReturnUrls(window.location.origin);
  const body: AnonymousCheckoutRequest = {
    price_id: catalogueKey,
    mode: checkoutModeOf(catalogueKey),
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    ...(expectedAmount ? { expected_amount: expectedAmount } : {}),
  };
  let response: Response;
  try {
    response = await fetch(anonymousCheckoutPath, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${publicAnonKey}`,
      },
      body: JSON.stringify(body),
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
