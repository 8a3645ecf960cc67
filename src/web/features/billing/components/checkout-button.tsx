import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogue, type CatalogueKey } from '../../../../shared/catalogue';
import { messages } from '../../../../shared/messages';
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
  const [choice, setChoice] = useState<{ hasSessionEnded: boolean } | null>(null);
  const [isGuestCheckoutBusy, setIsGuestCheckoutBusy] = useState(false);
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
      setChoice({ hasSessionEnded: authStatus === 'signed-in' });
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

  return (
    <>
      <button
        type="button"
        onClick={handleClick}
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
      {choice ? (
        <Suspense fallback={null}>
          <CheckoutChoiceDialog
            isOpen
            productName={catalogue[catalogueKey].name}
            hasSessionEnded={choice.hasSessionEnded}
            isGuestCheckoutBusy={isGuestCheckoutBusy}
            onOpenChange={(isOpen) => {
              if (!isOpen) setChoice(null);
            }}
            onContinueAsGuest={() => void continueAsGuest()}
            onSignIn={signInFirst}
          />
        </Suspense>
      ) : null}
    </>
  );
}
