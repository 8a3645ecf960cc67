import { ArrowDown, CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import {
  formatCalendarDate,
  formatEventDayWithYear,
  formatEventTime,
  timeZoneLabel,
} from '~/shared/offers/event-dates';
import { useConfiguredSummit } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { useSiteState } from '~/web/lib/site-state';
import { formatDollars } from '~/shared/offers/money';
import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { SummitSeatAction } from './summit-seat-action';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';

export function SummitHero({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  const sparkSummit = useConfiguredSummit();
  const { summit: settings } = useSiteSettings();
  const zone = settings.timeZone;
  const earlyBird = sparkSummit.tickets.find((tier) => tier.isEarlyBird);
  const dollars = useCatalogueDollars();
  const { nameOf } = useCatalogueWords();
  // Once the early-bird day has passed, or the edition is over, the line would promise a
  // price nobody can buy; the tickets section says what is on sale instead.
  const summitState = useSiteState()?.summit;
  const isEarlyBirdOnSale = !summitState || summitState.isEarlyBird;
  const facts = [
    { icon: CalendarDays, text: formatEventDayWithYear(sparkSummit.startsAt, zone) },
    {
      icon: Clock,
      text: `${formatEventTime(sparkSummit.startsAt, zone)} – ${formatEventTime(sparkSummit.endsAt, zone)} ${timeZoneLabel(zone)}`,
    },
    { icon: MapPin, text: `${sparkSummit.venue}, ${sparkSummit.city}` },
    { icon: Users, text: `Limited to ${sparkSummit.seatLimit} founders` },
  ];
  return (
    <section aria-labelledby="summit-title" className="relative isolate">
      <HeroGlow />
      <div aria-hidden="true" className="brand-rings summit-rings" />
      <div className="mx-auto max-w-5xl px-5 pb-8 pt-8 text-center sm:px-8 sm:pb-24 sm:pt-24">
        <p className={offerStyles.chip}>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-signal-400" />
          One day · In person · Hands-on
        </p>
        <h1 id="summit-title" className={offerStyles.heroTitle}>
          {sparkSummit.name}
          <span className={`mt-3 block text-3xl sm:text-5xl ${offerStyles.gradientText}`}>
            {sparkSummit.tagline}
          </span>
        </h1>
        <ul className="mx-auto mt-6 grid max-w-3xl grid-cols-2 gap-2 text-left text-sm sm:mt-10 sm:gap-3 sm:text-base">
          {facts.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-2xl border border-ink-800 bg-ink-900/70 px-3 py-2.5 text-ink-100 sm:gap-3 sm:px-4 sm:py-3"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-signal-400" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center sm:mt-10 justify-center gap-3 sm:flex-row">
          <SummitSeatAction CheckoutButton={CheckoutButton} />
          <a href="#agenda" className={offerStyles.secondaryButton}>
            See the agenda
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        {earlyBird?.deadline && isEarlyBirdOnSale && (
          <p className="mt-5 text-sm text-ink-400">
            {nameOf(earlyBird.catalogueKey, earlyBird.name)}{' '}
            {formatDollars(dollars[earlyBird.catalogueKey])} until{' '}
            {formatCalendarDate(settings.earlyBirdDeadline)}, then General Admission.
          </p>
        )}
      </div>
    </section>
  );
}
