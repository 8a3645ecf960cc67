import { BrandFuelPage } from '../features/offers/brandfuel/brandfuel-page';
import { pageMeta } from '../lib/page-meta';
import { WithSiteCheckout } from './offer-checkout-button';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices here: route meta is rendered without the request's site state, so a price in
// it would outlive the studio's change (the page's text names the current ones).
export const meta = () =>
  pageMeta({
    title: 'BrandFuel: done-for-you content plans',
    description: `Monthly videos, photos, graphics, blogs and newsletters made for you. Kickstart (1 month), Propel (2 months) and Velocity (3 months).`,
    path: '/brandfuel',
  });

function BrandFuelRoute() {
  return (
    <>
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
