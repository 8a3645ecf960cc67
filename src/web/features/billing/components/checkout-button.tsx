import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogue, type CatalogueKey } from '../../../../shared/catalogue';
import { checkoutFormAction, checkoutFormFields } from '../../../../shared/checkout-form';
import { publicMessages as messages } from '../../../../shared/public-messages';
import type { CheckoutReply } from '../../../../shared/offers/anonymous-checkout';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { useAccessToken, useAuthStatus } from '../../../lib/use-access-token';
import { rememberPendingCheckout } from '../../../lib/pending-checkout';

const CheckoutChoiceDialog = lazy(() => import('./checkout-choice-dialog'));

export interface CheckoutButtonProps {
  /** What to buy; the key is the price id the server maps to the provider's. */
  catalogueKey: CatalogueKey;
  children: ReactNode;
  className?: string;
  /** Where to come back to after signing in; the current page by default. */
  returnTo?: string;
}

/** The call's code loads with the first purchase; a failed load is a network failure. */
const networkFailure = (): CheckoutReply => ({ kind: 'error', message: messages.checkout.network });

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
  const [isLoading, setIsLoading] = useState(false);
  // Once shown, the dialog stays mounted (closed), so closing it hands focus back here.
  const [choice, setChoice] = useState<{ hasSessionEnded: boolean; isOpen: boolean } | null>(null);
  const [isGuestCheckoutBusy, setIsGuestCheckoutBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const getAccessToken = useAccessToken();
  const authStatus = useAuthStatus();
  const navigate = useNavigate();
  const location = useLocation();

  // Back from the provider's page restores this page from memory, still busy.
  useEffect(() => {
    const resetOnRestore = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setIsLoading(false);
      setIsGuestCheckoutBusy(false);
    };
    window.addEventListener('pageshow', resetOnRestore);
    return () => window.removeEventListener('pageshow', resetOnRestore);
  }, []);

  const follow = (reply: CheckoutReply): boolean => {
    if (reply.kind === 'redirect') {
      window.location.assign(reply.url);
      return true;
    }
    toast.error(reply.message);
    return false;
  };

  async function handleClick() {
    if (isLoading) return;
    setIsLoading(true);
    const accessToken = await getAccessToken().catch(() => undefined);
    if (!accessToken) {
      // Signed in a moment ago as far as this page knew: that session has ended.
      setChoice({ hasSessionEnded: authStatus === 'signed-in', isOpen: true });
      setIsLoading(false);
      return;
    }
    const reply = await import('../api/start-checkout').then(
      ({ startCheckout }) =>
        startCheckout(accessToken, { priceId: catalogueKey, mode: catalogue[catalogueKey].mode }),
      networkFailure,
    );
    if (!follow(reply)) setIsLoading(false);
  }

  async function continueAsGuest() {
    if (isGuestCheckoutBusy) return;
    setIsGuestCheckoutBusy(true);
    const reply = await import('../api/start-guest-checkout').then(
      ({ startGuestCheckout }) => startGuestCheckout(catalogueKey),
      networkFailure,
    );
    if (!follow(reply)) setIsGuestCheckoutBusy(false);
  }

  function signInFirst() {
    rememberPendingCheckout(catalogueKey);
    const back = returnTo ?? `${location.pathname}${location.search}${location.hash}`;
    void navigate('/login', { state: { returnTo: back } });
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
            productName={catalogue[catalogueKey].name}
            hasSessionEnded={choice.hasSessionEnded}
            isGuestCheckoutBusy={isGuestCheckoutBusy}
            onOpenChange={(isOpen) => setChoice({ ...choice, isOpen })}
            onContinueAsGuest={() => void continueAsGuest()}
            onSignIn={signInFirst}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
