import { useEffect, useState } from 'react';
import { trackEvent } from '../../../lib/analytics';
import { toast } from '../../../lib/toast';
import type { OfferProductKey } from '../../../../shared/offers/offer-products';
import { offerButtonStyle, type OfferButtonVariant } from '../ui/offer-styles';
import { startAnonymousCheckout } from './start-anonymous-checkout';

export interface CheckoutButtonProps {
  productKey: OfferProductKey;
  children: React.ReactNode;
  variant?: OfferButtonVariant;
  className?: string;
}

/**
 * A buy button on the offer pages: starts the anonymous checkout and sends the browser to
 * the provider's page. It stays busy until the page changes; after an error it shows the
 * message and can be pressed again. It uses aria-disabled rather than disabled so a
 * keyboard user's focus stays on it while it works.
 */
export function AnonymousCheckoutButton({
  productKey,
  children,
  variant = 'primary',
  className = '',
}: CheckoutButtonProps) {
  const [isLoading, setIsLoading] = useState(false);

  // Coming back with the browser's Back button restores this page from memory, still
  // busy; show the button ready again.
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
    trackEvent('buy_clicked');
    const reply = await startAnonymousCheckout(productKey);
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
      data-product={productKey}
      className={`${offerButtonStyle(variant)} ${className}`}
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

/**
 * Where a page puts a buy button. Pages with a signed-in checkout (summit, membership)
 * take the button from their route, so billing can swap in the signed-in one there.
 */
export type CheckoutButtonSlot = (props: CheckoutButtonProps) => React.ReactNode;
