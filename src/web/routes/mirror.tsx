import { MirrorHero } from '../features/offers/mirror/mirror-hero';
import { MirrorPricingTable } from '../features/offers/mirror/mirror-pricing-table';
import { MirrorProcess } from '../features/offers/mirror/mirror-process';
import { MirrorSparkCta } from '../features/offers/mirror/mirror-spark-cta';
import { BarePageShell } from '../features/offers/ui/bare-page-shell';
import { offerStyles } from '../features/offers/ui/offer-styles';
import { useCatalogueWords } from '../lib/catalogue-words';
import { PageHead } from '../lib/page-head';
import { WithSiteCheckout } from './offer-checkout-button';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices in the head: the page's text names the current ones. The head is rendered with
// the page (PageHead), not by route meta, so the studio's names for MIRROR reach it.
function MirrorHead() {
  const { nameOf } = useCatalogueWords();
  const mirror = nameOf('mirror', 'MIRROR');
  return (
    <PageHead
      title={`${mirror}: an AI trained on your voice`}
      description={`${mirror} trains a custom AI assistant on your words and offers so it writes and answers like you. One assistant, or the ${nameOf('mirrorCore', 'Core')}, ${nameOf('mirrorSignal', 'Signal')}, Full Stack and Enterprise tiers.`}
      path="/mirror"
    />
  );
}

function MirrorPage() {
  return (
    <BarePageShell
      headerAction={
        <a href="#pricing" className={offerStyles.headerButton}>
          See pricing
        </a>
      }
    >
      <MirrorHead />
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
