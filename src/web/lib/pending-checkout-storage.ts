/**
 * Where the pending checkout is kept, and how it is dropped. Apart from
 * `pending-checkout.ts` because the auth provider, on every page, forgets it on
 * sign-out: reading it checks the product against the catalogue, which no page should
 * load for that.
 */
export const pendingCheckoutStorageKey = 'signal-studio:pending-checkout';

export function forgetPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(pendingCheckoutStorageKey);
  } catch {
    // Nothing stored, or storage blocked: nothing to forget.
  }
}
