import { LaunchBonuses } from '../features/offers/bizbuiltnow/launch-bonuses';
import { LaunchHero, LaunchPriceCard } from '../features/offers/bizbuiltnow/launch-hero';
import { LaunchIncludes } from '../features/offers/bizbuiltnow/launch-includes';
import { BarePageShell } from '../features/offers/ui/bare-page-shell';
import { offerStyles } from '../features/offers/ui/offer-styles';
import { useCatalogueWords } from '../lib/catalogue-words';
import { PageHead } from '../lib/page-head';
import { WithSiteCheckout } from './offer-checkout-button';
import { WorkIsland } from '../features/marketing/work/work-island';

// No prices in the head: the page's text names the current ones. The head is rendered with
// the page (PageHead), not by route meta, so the studio's name for the launch reaches it.
function BizBuiltNowHead() {
  const { nameOf, descriptionOf } = useCatalogueWords();
  return (
    <PageHead
      title={`BizBuiltNow: ${nameOf('bizBuiltNowPackage', 'your business launched in 24 hours')}`}
      description={descriptionOf(
        'bizBuiltNowPackage',
        'A done-for-you 24-hour business launch: brand, website, booking, payments and email. In one payment or three monthly payments, with a 14-day money-back guarantee.',
      )}
      path="/bizbuiltnow"
    />
  );
}

/** Bare layout: a sales page with one decision on it. */
function BizBuiltNowPage() {
  return (
    <BarePageShell
      headerAction={
        <a href="#buy" className={offerStyles.headerButton}>
          Get started
        </a>
      }
    >
      <BizBuiltNowHead />
      <LaunchHero />
      <LaunchIncludes />
      <LaunchBonuses />
      <WorkIsland />
      <section id="buy" aria-labelledby="buy-title" className={offerStyles.section}>
        <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
          <div>
            <p className={offerStyles.eyebrow}>Ready when you are</p>
            <h2 id="buy-title" className={offerStyles.heading}>
              This time tomorrow, you could be open for business.
            </h2>
            <p className={offerStyles.lead}>
              Choose a payment option and book your kickoff call straight after checkout.
            </p>
          </div>
          <LaunchPriceCard />
        </div>
      </section>
    </BarePageShell>
  );
}

/** Every buy button here is the site's: signed in straight to checkout, else a choice. */
export default function BizBuiltNowPageWithCheckout() {
  return (
    <WithSiteCheckout>
      <BizBuiltNowPage />
    </WithSiteCheckout>
  );
}
