import { isCatalogueKey } from '../../shared/catalogue';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import {
  AnonymousCheckoutButton,
  type CheckoutButtonProps,
} from '../features/offers/checkout/anonymous-checkout-button';
import { offerButtonStyle } from '../features/offers/ui/offer-styles';
import { MusePage } from '../features/offers/muse/muse-page';
import { pageMeta } from '../lib/page-meta';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices here: route meta is rendered without the request's site state, so a price in
// it would outlive the studio's change (the page's text names the current ones).
export const meta = () =>
  pageMeta({
    title: 'THE MUSE: a private circle for founders',
    description: `An invitation-only membership of 12 founders per cohort: quarterly strategy intensives, a private circle and co-creation with the studio, billed quarterly.`,
    path: '/muse',
  });

/**
 * The page's buy-button slot filled with billing's signed-in checkout, in the offer
 * pages' button style; anything not in the catalogue keeps the anonymous checkout.
 */
function SignedInOfferCheckout(props: CheckoutButtonProps) {
  const { productKey, children, variant = 'primary', className = '' } = props;
  if (!isCatalogueKey(productKey)) return <AnonymousCheckoutButton {...props} />;
  return (
    <CheckoutButton
      catalogueKey={productKey}
      className={`${offerButtonStyle(variant)} ${className}`}
    >
      {children}
    </CheckoutButton>
  );
}

/** The spec gives this page the signed-in checkout (spec public-site section 7). */
export default function MuseRoute() {
  return (
    <>
      <MusePage CheckoutButton={SignedInOfferCheckout} />
      <WorkIsland />
    </>
  );
}
