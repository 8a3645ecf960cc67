import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogue, type CatalogueKey } from '../../../../shared/catalogue';
import { messages } from '../../../../shared/messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { useAccessToken } from '../../../lib/use-access-token';
import type { CheckoutReply } from '../api/checkout-reply';

export interface CheckoutButtonProps {
  /** What to buy; the key is the price id the server maps to the provider's. */
  catalogueKey: CatalogueKey;
  children: ReactNode;
  className?: string;
  /** Where to come back to after signing in; the current page by default. */
  returnTo?: string;
}

/**
 * The signed-in buy button (products, summit, membership): busy until the page changes
 * to the hosted checkout; after an error it shows the spec's message and can be pressed
 * again. Signed out, it says so and offers to sign in, coming back here afterwards.
 * aria-disabled rather than disabled keeps a keyboard user's focus on it while it works.
 */
export function CheckoutButton({
  catalogueKey,
  children,
  className,
  returnTo,
}: CheckoutButtonProps) {
  const [isLoading, setIsLoading] = useState(false);
  const getAccessToken = useAccessToken();
  const navigate = useNavigate();
  const location = useLocation();

  // Back from the provider's page restores this page from memory, still busy.
  useEffect(() => {
    const resetOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLoading(false);
    };
    window.addEventListener('pageshow', resetOnRestore);
    return () => window.removeEventListener('pageshow', resetOnRestore);
  }, []);

  async function handleClick() {
    if (isLoading) return;
    setIsLoading(true);
    const accessToken = await getAccessToken().catch(() => undefined);
    if (!accessToken) {
      const back = returnTo ?? `${location.pathname}${location.search}${location.hash}`;
      toast.error(messages.checkout.noSession, {
        action: {
          label: 'Sign In',
          onClick: () => void navigate('/login', { state: { returnTo: back } }),
        },
      });
      setIsLoading(false);
      return;
    }
    // The call's code (reply reading, error wording) loads with the first purchase; a
    // failed load is a network failure like a failed call.
    const reply = await import('../api/start-checkout').then(
      ({ startCheckout }) =>
        startCheckout(accessToken, { priceId: catalogueKey, mode: catalogue[catalogueKey].mode }),
      (): CheckoutReply => ({ kind: 'error', message: messages.checkout.network }),
    );
    if (reply.kind === 'redirect') {
      window.location.assign(reply.url);
      return;
    }
    toast.error(reply.message);
    setIsLoading(false);
  }

  return (
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
  );
}
