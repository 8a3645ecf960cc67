import { CalendarPlus, Gift, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { calendarTemplateUrl, webinarCalendarEvent } from '~/shared/offers/calendar-links';
import {
  formatEventDay,
  formatEventDayWithYear,
  formatEventTime,
  timeZoneLabel,
} from '~/shared/offers/event-dates';
import { useConfiguredSummit, useConfiguredWebinarSeries } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';
import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { SummitSeatAction } from './summit-seat-action';
import { CheckList } from '../ui/check-list';
import { ExternalLink } from '~/web/components/ui/external-link';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const takeaways = [
  'An AI agent trained on your voice and your offers',
  'A month of content drafted from one idea',
  'Inbox automations running before you get home',
  'A 90-day AI roadmap for your business',
  'Your ideas logged with proof and a verification certificate',
  'Thirty founders in your corner',
];

/** You'll Leave With, the early-bird webinar bonus, and the closing call to action. */
export function SummitClosing({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  const sparkSummit = useConfiguredSummit();
  const webinarSeries = useConfiguredWebinarSeries();
  const { summit, webinar } = useSiteSettings();
  const [kickoff] = webinarSeries.sessions;
  const state = useSiteState();
  const isOver = state?.summit.isOver ?? false;
  // The bonus is an early-bird seat's: gone with the early-bird price or the series.
  const showsBonus = !state || (state.summit.isEarlyBird && !state.webinar.isOver);
  return (
    <>
      <section aria-labelledby="leave-with-title" className={offerStyles.section}>
        <div className="grid gap-6 sm:gap-10 lg:grid-cols-2">
          <SectionHeading
            id="leave-with-title"
            eyebrow="Takeaways"
            title={isOver ? 'What founders left with' : "You'll Leave With"}
          />
          <CheckList items={takeaways} className="max-sm:space-y-2 max-sm:text-sm sm:text-lg" />
        </div>
        {kickoff && showsBonus && (
          <div
            role="group"
            aria-labelledby="bonus-title"
            className="mt-6 flex flex-col gap-4 rounded-3xl border border-pulse-500/30 bg-pulse-500/5 p-4 sm:mt-16 sm:flex-row sm:items-center sm:gap-6 sm:p-8"
          >
            <Gift aria-hidden="true" className="size-10 shrink-0 text-pulse-400 max-sm:hidden" />
            <div className="flex-1">
              <h3 id="bonus-title" className="text-lg font-semibold">
                Early-bird bonus: the {webinarSeries.name} webinars
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">
                Early Bird seats include every session of the free series. The first one is{' '}
                {formatEventDay(kickoff.startsAt, webinar.timeZone)} at{' '}
                {formatEventTime(kickoff.startsAt, webinar.timeZone)}{' '}
                {timeZoneLabel(webinar.timeZone)}: {kickoff.title}.
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-3 sm:flex-col sm:items-end">
              <ExternalLink
                href={calendarTemplateUrl(webinarCalendarEvent(kickoff))}
                className="inline-flex items-center gap-2 rounded-full border border-ink-600 px-5 py-2.5 text-sm font-semibold text-ink-100 hover:border-ink-400 hover:bg-ink-800"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Add to calendar
              </ExternalLink>
              <Link to="/webinar-series" className={`${offerStyles.textLink} text-sm`}>
                See the webinar series
              </Link>
            </div>
          </div>
        )}
      </section>
      <section aria-labelledby="reserve-title" className={offerStyles.section}>
        <div className="relative isolate overflow-hidden rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/25 via-ink-900 to-ink-900 px-6 py-8 text-center sm:px-12 sm:py-14">
          <h2
            id="reserve-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {isOver
              ? `${sparkSummit.seatLimit} founders. One day. Their AI, working.`
              : `${sparkSummit.seatLimit} seats. One day. Your AI, working.`}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-ink-300">
            {isOver
              ? formatEventDayWithYear(sparkSummit.startsAt, summit.timeZone)
              : formatEventDay(sparkSummit.startsAt, summit.timeZone)}{' '}
            at {sparkSummit.venue}, {sparkSummit.city}.
          </p>
          <div className="mt-6 flex justify-center sm:mt-8">
            <SummitSeatAction CheckoutButton={CheckoutButton} />
          </div>
          <p className="mt-6 inline-flex sm:mt-8 flex-wrap items-center justify-center gap-2 text-sm text-ink-300">
            <Mail aria-hidden="true" className="size-4 text-signal-400" />
            Questions? Email{' '}
            <a href={`mailto:${sparkSummit.contactEmail}`} className={offerStyles.textLink}>
              {sparkSummit.contactEmail}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
