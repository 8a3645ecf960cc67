import { catalogueDollars as prices } from '../../shared/catalogue-prices';
import { formatDollars as usd } from '../../shared/offers/money';
import { BrandFuelPage } from '../features/offers/brandfuel/brandfuel-page';
import { pageMeta } from '../lib/page-meta';
import { WithSiteCheckout } from './offer-checkout-button';

export const meta = () =>
  pageMeta({
    title: 'BrandFuel: done-for-you content plans',
    description: `Monthly videos, photos, graphics, blogs and newsletters made for you. Kickstart (1 month), Propel ${usd(prices.brandFuelPropel)} (2 months), Velocity ${usd(prices.brandFuelVelocity)} (3 months).`,
    path: '/brandfuel',
  });

function BrandFuelRoute() {
  return <BrandFuelPage />;
}

/** Every buy button here is the site's: signed in straight to checkout, else a choice. */
export default function BrandFuelRouteWithCheckout() {
  return (
    <WithSiteCheckout>
      <BrandFuelRoute />
    </WithSiteCheckout>
  );
}
