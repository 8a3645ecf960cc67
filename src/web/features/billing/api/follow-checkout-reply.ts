import type { CheckoutReply } from '~/shared/checkout-reply';
import { publicMessages as messages } from '~/shared/public-messages';
import { toast } from '~/web/lib/toast';

/** A checkout call's code loads with the first purchase; a failed load is a network failure. */
export const checkoutNetworkFailure = (): CheckoutReply => ({
  kind: 'error',
  message: messages.checkout.network,
});

/**
 * Opens the provider's page, or shows the spec's message. True when the page is leaving,
 * so the caller stays busy until it has gone.
 */
export function followCheckoutReply(reply: CheckoutReply): boolean {
  if (reply.kind === 'redirect') {
    window.location.assign(reply.url);
    return true;
  }
  toast.error(reply.message);
  return false;
}
