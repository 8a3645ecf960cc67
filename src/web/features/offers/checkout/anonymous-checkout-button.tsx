import { centsOf, useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { createContext, useContext } from 'react';
import { trackEvent } from '~/web/lib/analytics';
import { toast } from '~/web/lib/toast';
import type { OfferProductKey } from '~/shared/offers/offer-products';
import { offerButtonStyle, type OfferButtonVariant } from '../ui/offer-styles';
import { startAnonymousCheckout } from './start-anonymous-checkout';
import { useBusyUntilPageLeaves } from '~/web/lib/use-busy-until-page-leaves';

export interface CheckoutButtonProps {
  productKey: OfferProductKey;
  children: React.ReactNode;
  variant?: OfferButtonVariant;
  className?: string;
}

/**
 * The offer pages' buy button. A route may provide a fuller one (billing's, which also
 * serves signed-in buyers and offers signing in first) through `OfferCheckoutButtonContext`;
 * without it, the anonymous checkout below.
 */
export function AnonymousCheckoutButton(props: CheckoutButtonProps) {
  const renderSiteButton = useContext(OfferCheckoutButtonContext);
  return renderSiteButton ? renderSiteButton(props) : <GuestOnlyCheckoutButton {...props} />;
}

/**
 * A buy button on the offer pages: starts the anonymous checkout and sends the browser to
 * the provider's page. It stays busy until the page changes; after an error it shows the
 * message and can be pressed again. It uses aria-disabled rather than disabled so a
 * keyboard user's focus stays on it while it works.
 */
export function GuestOnlyCheckoutButton({
  productKey,
  children,
  variant = 'primary',
  className = '',
}: CheckoutButtonProps) {
  const [isLoading, setIsLoading] = useBusyUntilPageLeaves();
  const shownCents = centsOf(useCatalogueDollars()[productKey]);

  async function handleClick() {
    if (isLoading) return;
    setIsLoading(true);
    trackEvent('buy_clicked');
    const reply = await startAnonymousCheckout(productKey, shownCents);
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

/** Renders the button a route chose for this page's buy buttons (see AnonymousCheckoutButton). */
export const OfferCheckoutButtonContext = createContext<CheckoutButtonSlot | null>(null);
