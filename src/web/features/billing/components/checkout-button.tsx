import { centsOf, useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CatalogueKey } from '~/shared/catalogue';
import { checkoutModeOf } from '~/shared/catalogue-modes';
import { checkoutFormAction, checkoutFormFields } from '~/shared/checkout-form';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { trackEvent } from '~/web/lib/analytics';
import { useAccessToken, useAuthStatus } from '~/web/lib/use-access-token';
import { checkoutNetworkFailure, followCheckoutReply } from '../api/follow-checkout-reply';
import { useBusyUntilPageLeaves } from '~/web/lib/use-busy-until-page-leaves';

// The choice, with the guest checkout and the sign-in step behind it, loads on the first
// press that needs it: a page with buy buttons carries only the buttons.
const CheckoutChoiceDialog = lazy(() => import('./checkout-choice-dialog'));

export interface CheckoutButtonProps {
  /** What to buy; the key is the price id the server maps to the provider's. */
  catalogueKey: CatalogueKey;
  children: ReactNode;
  className?: string;
  /** Where to come back to after signing in; the current page by default. */
  returnTo?: string;
}

/**
 * Every buy button of the site. Signed in: straight to the hosted checkout. Not signed
 * in: a choice between the guest checkout and signing in (or up) first, after which the
 * checkout opens by itself. Busy until the page changes; after an error it shows the
 * spec's message and can be pressed again. aria-disabled rather than disabled keeps a
 * keyboard user's focus on it while it works.
 */
export function CheckoutButton({
  catalogueKey,
  children,
  className,
  returnTo,
}: CheckoutButtonProps) {
  const [isLoading, setIsLoading] = useBusyUntilPageLeaves();
  // Once shown, the dialog stays mounted (closed), so closing it hands focus back here.
  const [choice, setChoice] = useState<{ hasSessionEnded: boolean; isOpen: boolean } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const getAccessToken = useAccessToken();
  const authStatus = useAuthStatus();
  const location = useLocation();
  const shownCents = centsOf(useCatalogueDollars()[catalogueKey]);

  async function handleClick() {
    if (isLoading) return;
    setIsLoading(true);
    // Every buy click counts, signed in or not ("Buy clicked" once stayed 0 while these
    // buttons started checkouts: only the offer pages' guest button reported it).
    trackEvent('buy_clicked');
    const accessToken = await getAccessToken().catch(() => undefined);
    if (!accessToken) {
      // Signed in a moment ago as far as this page knew: that session has ended.
      setChoice({ hasSessionEnded: authStatus === 'signed-in', isOpen: true });
      setIsLoading(false);
      return;
    }
    const reply = await import('../api/start-checkout').then(
      ({ startCheckout }) =>
        startCheckout(accessToken, {
          priceId: catalogueKey,
          mode: checkoutModeOf(catalogueKey),
          // The price this page shows: checkout refuses to charge another without saying so.
          expectedAmount: shownCents,
        }),
      checkoutNetworkFailure,
    );
    if (!followCheckoutReply(reply)) setIsLoading(false);
  }

  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <>
      {/* Without JavaScript the browser posts this form and the server opens a guest checkout. */}
      <form
        method="post"
        action={checkoutFormAction}
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          void handleClick();
        }}
      >
        <input type="hidden" name={checkoutFormFields.product} value={catalogueKey} />
        {/* The price shown beside this button: a change since is told, not charged. */}
        <input type="hidden" name={checkoutFormFields.expectedAmount} value={shownCents} />
        <input type="hidden" name={checkoutFormFields.returnTo} value={here} />
        <button
          ref={buttonRef}
          type="submit"
          aria-disabled={isLoading || undefined}
          aria-busy={isLoading || undefined}
          data-product={catalogueKey}
          className={className ?? buttonStyles.primary}
        >
          {isLoading ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
              Opening checkout...
            </>
          ) : (
            children
          )}
        </button>
      </form>
      {choice ? (
        <Suspense fallback={null}>
          <CheckoutChoiceDialog
            isOpen={choice.isOpen}
            catalogueKey={catalogueKey}
            hasSessionEnded={choice.hasSessionEnded}
            onOpenChange={(isOpen) => setChoice({ ...choice, isOpen })}
            returnTo={returnTo ?? here}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
