import { CalendarClock } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { useSiteLinks } from '~/web/lib/site-links';
import { formatDollars } from '~/shared/offers/money';
import { mirrorPricingAt, type MirrorTier } from '~/shared/offers/offer-prices';
import { AnonymousCheckoutButton } from '../checkout/anonymous-checkout-button';
import { CheckList } from '../ui/check-list';
import { ExternalLink } from '~/web/components/ui/external-link';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

/** Fixed-price tiers are bought online; the "+" tiers are scoped on a call first. */
export function MirrorPricingTable() {
  const mirrorPricing = mirrorPricingAt(useCatalogueDollars());
  const { booking } = useSiteLinks();
  const { nameOf, descriptionOf } = useCatalogueWords();
  // A tier sold online is named and described as the studio's catalogue has it.
  const nameOfTier = (tier: MirrorTier) =>
    tier.productKey ? nameOf(tier.productKey, tier.name) : tier.name;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={offerStyles.section}>
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title={`From ${formatDollars(mirrorPricing.startingPrice)}, sized to your business.`}
        lead={`MIRROR on its own is ${formatDollars(mirrorPricing.startingPrice)}: one assistant trained on your voice for your site and inbox, live in 14 days. The tiers below add channels, tuning, assistants and teams.`}
      />
      <ul className="mt-12 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {mirrorPricing.tiers.map((tier) => (
          <li
            key={tier.name}
            className={`flex flex-col rounded-3xl border p-6 ${
              tier.name === 'Signal'
                ? 'border-signal-500/60 bg-gradient-to-b from-signal-600/15 to-ink-900'
                : 'border-ink-800 bg-ink-900/70'
            }`}
          >
            <h3 className="text-lg font-semibold">{nameOfTier(tier)}</h3>
            <p className="mt-4 text-4xl font-semibold tracking-tight">
              {formatDollars(tier.price)}
              {tier.isStartingPrice && <span className="text-signal-300">+</span>}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-300">
              {tier.productKey
                ? descriptionOf(tier.productKey, tier.description)
                : tier.description}
            </p>
            <CheckList items={tier.features} className="mt-6 flex-1 text-sm" />
            <div className="mt-8">
              {tier.productKey ? (
                <AnonymousCheckoutButton
                  productKey={tier.productKey}
                  variant={tier.name === 'Signal' ? 'primary' : 'secondary'}
                  className="w-full"
                >
                  Buy {nameOfTier(tier)}
                </AnonymousCheckoutButton>
              ) : (
                <ExternalLink
                  href={booking.strategyCall}
                  className={`${offerStyles.secondaryButton} w-full`}
                >
                  <CalendarClock aria-hidden="true" className="size-4" />
                  Book a call<span className="sr-only"> about {tier.name}</span>
                </ExternalLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
