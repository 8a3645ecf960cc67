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
