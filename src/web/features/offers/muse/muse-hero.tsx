import { ArrowDown, Lock } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { formatDollars } from '~/shared/offers/money';
import { museMembershipAt } from '~/shared/offers/offer-prices';
import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { useSiteSettings } from '~/web/lib/site-settings';
import { FactsStrip } from '~/web/components/ui/facts-strip';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';

export function MuseHero({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  const { applicationsOpen, cohortLabel } = useSiteSettings().membership;
  const museMembership = museMembershipAt(useCatalogueDollars());
  // The studio's name once it renames the circle; until then the page's own, its ™ raised
  // and kept on the word's line.
  const renamed = useCatalogueWords().nameOf('muse', '');
  const facts = [
    { value: String(museMembership.cohortSize), label: 'members per cohort' },
    { value: cohortLabel, label: applicationsOpen ? 'applications open' : 'applications closed' },
    { value: formatDollars(museMembership.pricePerQuarter), label: 'per quarter' },
  ];
  return (
    <section aria-labelledby="muse-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto max-w-5xl px-5 pb-20 pt-16 text-center sm:px-8 sm:pb-24 sm:pt-24">
        <p className={offerStyles.chip}>
          <Lock aria-hidden="true" className="size-3.5 text-signal-400" />
          By application and invitation only
        </p>
        <h1 id="muse-title" className={offerStyles.heroTitle}>
          {renamed || (
            <>
              THE{' '}
              <span className="whitespace-nowrap">
                MUSE<span className="align-super text-2xl">™</span>
              </span>
            </>
          )}
          <span className={`mt-3 block text-3xl sm:text-5xl ${offerStyles.gradientText}`}>
            A private circle for <span className="whitespace-nowrap">category-defining</span>{' '}
            founders.
          </span>
        </h1>
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
          The top of the Signal Stack. A small cohort of founders who build together, with the
          studio&apos;s strategists, designers and AI engineers on call every quarter.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <CheckoutButton productKey="muse">Apply for Membership</CheckoutButton>
          <a href="#experience" className={offerStyles.secondaryButton}>
            How it works
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        <FactsStrip facts={facts} className="mt-14" keepsValuesOnOneLine />
      </div>
    </section>
  );
}
