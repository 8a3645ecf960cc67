/**
 * Where checkout sends the buyer back; the provider fills in {CHECKOUT_SESSION_ID}.
 * Kept apart from billing.ts, and free of zod, because the buy buttons on the public
 * pages need it and zod would add about 20 KB of compressed JavaScript to them.
 */
export function checkoutReturnUrls(origin: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/checkout/cancel`,
  };
}
