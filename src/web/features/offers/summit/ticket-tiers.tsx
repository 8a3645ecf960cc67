import { formatCalendarDate } from '~/shared/offers/event-dates';
import { formatDollars } from '~/shared/offers/money';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { useConfiguredSummit } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { useSiteState } from '~/web/lib/site-state';
import { SnapRail, railItem } from '~/web/components/ui/snap-rail';
import { CheckList } from '../ui/check-list';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

/**
 * The lead promises the early-bird price only while it sells: once its day has passed it
 * says so, and for an edition that is over or not on sale it names no price at all.
 * Without a state (the build's own pre-render) it is the spec's sentence.
 */
function earlyBirdSentence(summit: PublicSiteState['summit'] | undefined, ends: string): string {
  if (!summit) return ` Early Bird pricing ends ${ends}.`;
  if (!summit.isOnSale) return '';
  return summit.isEarlyBird
    ? ` Early Bird pricing ends ${ends}.`
    : ` Early Bird pricing ended ${ends}.`;
}

export function TicketTiers() {
  const state = useSiteState();
  const dollars = useCatalogueDollars();
  const { nameOf, descriptionOf } = useCatalogueWords();
  const sparkSummit = useConfiguredSummit();
  const earlyBirdEnds = formatCalendarDate(useSiteSettings().summit.earlyBirdDeadline);
  const isEarlyBirdOver = state !== null && !state.summit.isEarlyBird;
  const earlyBirdLine = earlyBirdSentence(state?.summit, earlyBirdEnds);
  // An edition that is over sells nothing: no tiers, no prices (the waitlist is above).
  if (state?.summit.isOver) return null;
  return (
    <section id="tickets" aria-labelledby="tickets-title" className={offerStyles.section}>
      <SectionHeading
        id="tickets-title"
        eyebrow="Tickets"
        title="Pick your seat."
        lead={`Limited to ${sparkSummit.seatLimit} founders, with hands-on seats at each booth limited too.${earlyBirdLine}`}
      />
      <div className="mt-6 sm:mt-12">
        <SnapRail label="Ticket tiers" from="lg">
          {sparkSummit.tickets.map((tier) => (
            <li
              key={tier.name}
              className={`${railItem.lg} flex flex-col rounded-3xl border p-5 sm:p-8 ${
                tier.isEarlyBird
                  ? 'border-signal-500/60 bg-gradient-to-b from-signal-600/15 to-ink-900'
                  : 'border-ink-800 bg-ink-900/70'
              }`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{nameOf(tier.catalogueKey, tier.name)}</h3>
                {tier.deadline && (
                  <span className="rounded-full bg-signal-500 px-3 py-1 text-xs font-semibold text-ink-950">
                    {isEarlyBirdOver ? 'Ended' : `Until ${earlyBirdEnds}`}
                  </span>
                )}
                {tier.isAddOn && (
                  <span className="rounded-full border border-ink-600 px-3 py-1 text-xs font-medium text-ink-300">
                    Upgrade
                  </span>
                )}
              </div>
              <p className="mt-5 text-4xl font-semibold tracking-tight">
                {tier.isAddOn ? '+' : ''}
                {formatDollars(dollars[tier.catalogueKey])}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-ink-300">
                {descriptionOf(tier.catalogueKey, tier.description)}
              </p>
              <CheckList items={tier.features} className="mt-4 text-sm sm:mt-6" />
            </li>
          ))}
        </SnapRail>
      </div>
    </section>
  );
}
