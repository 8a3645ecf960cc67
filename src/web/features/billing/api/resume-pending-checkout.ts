import { checkoutModeOf } from '~/shared/catalogue-modes';
import { toast } from '~/web/lib/toast';
import { forgetPendingCheckout, readPendingCheckout } from '~/web/lib/pending-checkout';

/**
 * After sign-in or sign-up: starts the checkout the visitor chose before, so they do not
 * press the button twice. True when the browser is on its way to the provider; false
 * when there was nothing to resume or it failed (the message is shown), and the caller
 * goes on to its usual page.
 */
export async function resumePendingCheckout(accessToken: string): Promise<boolean> {
  const catalogueKey = readPendingCheckout();
  forgetPendingCheckout();
  if (!catalogueKey) return false;
  const { startCheckout } = await import('./start-checkout');
  const reply = await startCheckout(accessToken, {
    priceId: catalogueKey,
    mode: checkoutModeOf(catalogueKey),
  });
  if (reply.kind === 'redirect') {
    window.location.assign(reply.url);
    return true;
  }
  toast.error(reply.message);
  return false;
}
