import { sparkSummit } from '~/shared/offers/events';
import { isCatalogueKey } from '~/shared/catalogue';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import {
  AnonymousCheckoutButton,
  type CheckoutButtonProps,
} from '../features/offers/checkout/anonymous-checkout-button';
import { offerButtonStyle } from '../features/offers/ui/offer-styles';
import { SparkSummitPage } from '../features/offers/summit/spark-summit-page';
import { pageMeta } from '../lib/page-meta';
import { WorkIsland } from '../features/marketing/work/work-island';

export const meta = () =>
  pageMeta({
    title: `${sparkSummit.name}: ${sparkSummit.tagline}`,
    description:
      'A one-day, hands-on AI summit for founders, in person and limited in seats: build an AI that knows your business at the Signal Booths and leave with it working.',
    path: '/spark-summit',
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
export default function SparkSummitRoute() {
  return (
    <>
      <SparkSummitPage CheckoutButton={SignedInOfferCheckout} />
      <WorkIsland />
    </>
  );
}
