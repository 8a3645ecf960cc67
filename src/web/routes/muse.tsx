import { isCatalogueKey } from '~/shared/catalogue-modes';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import {
  AnonymousCheckoutButton,
  type CheckoutButtonProps,
} from '../features/offers/checkout/anonymous-checkout-button';
import { offerButtonStyle } from '../features/offers/ui/offer-styles';
import { MusePage } from '../features/offers/muse/muse-page';
import { useCatalogueWords } from '../lib/catalogue-words';
import { PageHead } from '../lib/page-head';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices in the head: the page's text names the current ones. The head is rendered with
// the page (PageHead), not by route meta, so the studio's name for THE MUSE reaches it.
function MuseHead() {
  const { nameOf, descriptionOf } = useCatalogueWords();
  return (
    <PageHead
      title={`${nameOf('muse', 'THE MUSE')}: a private circle for founders`}
      description={descriptionOf(
        'muse',
        'An invitation-only membership of 12 founders per cohort: quarterly strategy intensives, a private circle and co-creation with the studio, billed quarterly.',
      )}
      path="/muse"
    />
  );
}

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
      <MuseHead />
      <MusePage CheckoutButton={SignedInOfferCheckout} />
      <WorkIsland />
    </>
  );
}
