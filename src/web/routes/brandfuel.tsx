import { BrandFuelPage } from '../features/offers/brandfuel/brandfuel-page';
import { useCatalogueWords } from '../lib/catalogue-words';
import { PageHead } from '../lib/page-head';
import { WithSiteCheckout } from './offer-checkout-button';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices in the head: the page's text names the current ones. The head is rendered with
// the page (PageHead), not by route meta, so the studio's plan names reach it.
function BrandFuelHead() {
  const { nameOf } = useCatalogueWords();
  const plans = [
    nameOf('brandFuelKickstart', 'Kickstart (1 month)'),
    nameOf('brandFuelPropel', 'Propel (2 months)'),
    nameOf('brandFuelVelocity', 'Velocity (3 months)'),
  ];
  return (
    <PageHead
      title="BrandFuel: done-for-you content plans"
      description={`Monthly videos, photos, graphics, blogs and newsletters made for you. ${plans[0]}, ${plans[1]} and ${plans[2]}.`}
      path="/brandfuel"
    />
  );
}

function BrandFuelRoute() {
  return (
    <>
      <BrandFuelHead />
      <BrandFuelPage />
      <WorkIsland />
    </>
  );
}

/** Every buy button here is the site's: signed in straight to checkout, else a choice. */
export default function BrandFuelRouteWithCheckout() {
  return (
    <WithSiteCheckout>
      <BrandFuelRoute />
    </WithSiteCheckout>
  );
}
