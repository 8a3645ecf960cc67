import { MirrorHero } from '../features/offers/mirror/mirror-hero';
import { MirrorPricingTable } from '../features/offers/mirror/mirror-pricing-table';
import { MirrorProcess } from '../features/offers/mirror/mirror-process';
import { MirrorSparkCta } from '../features/offers/mirror/mirror-spark-cta';
import { BarePageShell } from '../features/offers/ui/bare-page-shell';
import { offerStyles } from '../features/offers/ui/offer-styles';
import { pageMeta } from '../lib/page-meta';
import { WithSiteCheckout } from './offer-checkout-button';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices here: route meta is rendered without the request's site state, so a price in
// it would outlive the studio's change (the page's text names the current ones).
export const meta = () =>
  pageMeta({
    title: 'MIRROR: an AI trained on your voice',
    description: `MIRROR trains a custom AI assistant on your words and offers so it writes and answers like you. One assistant, or the Core, Signal, Full Stack and Enterprise tiers.`,
    path: '/mirror',
  });

function MirrorPage() {
  return (
    <BarePageShell
      headerAction={
        <a href="#pricing" className={offerStyles.headerButton}>
          See pricing
        </a>
      }
    >
      <MirrorHero />
      <MirrorProcess />
      <MirrorPricingTable />
      <WorkIsland />
      <MirrorSparkCta />
    </BarePageShell>
  );
}

/** Every buy button here is the site's: signed in straight to checkout, else a choice. */
export default function MirrorPageWithCheckout() {
  return (
    <WithSiteCheckout>
      <MirrorPage />
    </WithSiteCheckout>
  );
}
