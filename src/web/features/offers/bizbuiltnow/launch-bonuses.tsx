import { Crown, ShieldCheck } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { formatDollars } from '~/shared/offers/money';
import { bizBuiltNowOfferAt } from '~/shared/offers/offer-prices';
import { usDateTimeFormat } from '~/shared/intl-formats';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useOfferEnd, type OfferEnd } from './use-offer-end';
import { AnonymousCheckoutButton } from '../checkout/anonymous-checkout-button';
import { CheckList } from '../ui/check-list';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const vipPerks = [
  'Your build starts within 48 hours of booking',
  'A dedicated launch producer on call for the whole 24 hours',
  'Three extra website pages',
  'A live launch-day strategy call',
];

/**
 * The bonuses come with launch pricing and end with it: by the studio's fixed last day
 * if it set one, never by a deadline counted from the visit.
 */
function bonusLead(offerEnd: OfferEnd | null, timeZone: string): string {
  if (!offerEnd) return 'Buy the launch package and these three are added free.';
  if (offerEnd.hasEnded) return 'The launch bonuses ended with launch pricing.';
  const day = usDateTimeFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone });
  return `Buy the launch package by ${day.format(offerEnd.endsAt)} and these three are added free.`;
}

export function LaunchBonuses() {
  const offer = bizBuiltNowOfferAt(useCatalogueDollars());
  const offerEnd = useOfferEnd();
  const { timeZone } = useSiteSettings().offers;
  const bonusTotal = offer.fastActionBonuses.reduce((sum, bonus) => sum + bonus.value, 0);
  return (
    <section aria-labelledby="bonus-title" className={offerStyles.section}>
      <SectionHeading
        id="bonus-title"
        eyebrow="Launch bonuses"
        title={`Launch pricing includes ${formatDollars(bonusTotal)} in bonuses.`}
        lead={bonusLead(offerEnd, timeZone)}
      />
      {/* Each bonus led by what it is worth, in large type: the figures are the argument. */}
      <ul className="offer-bonus-list">
        {offer.fastActionBonuses.map((bonus) => (
          <li key={bonus.title} className="offer-bonus">
            <p className="flex items-baseline gap-2">
              <span
                className={`text-4xl font-semibold tracking-tight sm:text-6xl ${offerStyles.gradientText}`}
              >
                {formatDollars(bonus.value)}
              </span>
              <span className="text-sm font-semibold text-pulse-400">value</span>
            </p>
            <div className="offer-bonus-body">
              <h3 className={offerStyles.cardTitle}>{bonus.title}</h3>
              <p className={offerStyles.cardText}>{bonus.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-16 grid gap-4 md:grid-cols-[3fr_2fr]">
        <div className="rounded-3xl border border-signal-500/40 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-900 p-6 sm:p-8">
          <p className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.22em] text-signal-300">
            <Crown aria-hidden="true" className="size-4" />
            VIP upgrade
          </p>
          <h3 className="mt-3 text-2xl font-semibold tracking-tight">
            Jump the queue for {formatDollars(offer.vipUpgradePrice)}
          </h3>
          <CheckList items={vipPerks} tone="signal" className="mt-6" />
          <AnonymousCheckoutButton productKey="bizBuiltNowVip" variant="secondary" className="mt-8">
            Add VIP for {formatDollars(offer.vipUpgradePrice)}
          </AnonymousCheckoutButton>
        </div>
        <div className={`${offerStyles.card} flex flex-col justify-center`}>
          <ShieldCheck aria-hidden="true" className="size-10 text-pulse-400" />
          <h3 className="mt-4 text-2xl font-semibold tracking-tight">
            {offer.guaranteeDays}-day money-back guarantee
          </h3>
          <p className="mt-3 leading-relaxed text-ink-300">
            If you are not happy with your launch, tell us within {offer.guaranteeDays} days and we
            refund you in full. No forms, no hoops.
          </p>
        </div>
      </div>
    </section>
  );
}
