import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatCalendarDate, formatEventMonthDay } from '~/shared/offers/event-dates';
import { useConfiguredSummit } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { webinarSeries } from '~/shared/offers/events';
import { useSiteState } from '~/web/lib/site-state';
import { offerStyles } from '../ui/offer-styles';

/**
 * The free series as a warm-up, with its configured dates (the same as /webinar-series
 * shows). Gone once the series is over: this page does not promote an event that ended.
 */
export function SummitWebinarPromo() {
  const sparkSummit = useConfiguredSummit();
  const zone = useSiteSettings().summit.timeZone;
  if (useSiteState()?.webinar.isOver) return null;
  return (
    <section aria-labelledby="summit-webinar-title" className={offerStyles.section}>
      <div className="grid gap-6 rounded-[2rem] border border-pulse-500/30 bg-gradient-to-br from-pulse-500/10 via-ink-900 to-ink-900 p-5 sm:gap-10 sm:p-10 lg:grid-cols-[3fr_2fr] lg:p-14">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-pulse-400">
            Free warm-up series
          </p>
          <h2 id="summit-webinar-title" className={offerStyles.heading}>
            Start now with {webinarSeries.name}.
          </h2>
          <p className={offerStyles.lead}>
            Five free 30-minute webinars to set up your AI foundations, so you arrive ready to
            build.
          </p>
          <Link to="/webinar-series" className={`${offerStyles.primaryButton} mt-6 sm:mt-8`}>
            Join the free webinars
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
            Schedule
          </h3>
          {/* Two columns of dates on a phone, one on wider screens. */}
          <ol className="mt-3 grid grid-cols-2 gap-x-4 text-sm sm:mt-4 sm:block sm:divide-y sm:divide-ink-800 sm:rounded-2xl sm:border sm:border-ink-800 sm:bg-ink-950/60 sm:text-base">
            {sparkSummit.webinarSchedule.map((date, index) => (
              <li
                key={date}
                className="flex items-center justify-between gap-2 border-b border-ink-800 py-2 sm:gap-4 sm:border-0 sm:px-5 sm:py-3"
              >
                <span className="font-medium text-ink-100">{formatCalendarDate(date)}</span>
                <span className="text-sm text-ink-400">Webinar {index + 1}</span>
              </li>
            ))}
            <li className="flex items-center justify-between gap-2 border-b border-ink-800 py-2 sm:gap-4 sm:border-0 sm:px-5 sm:py-3">
              <span className="font-medium text-signal-300">
                {formatEventMonthDay(sparkSummit.startsAt, zone)}
              </span>
              <span className="text-sm text-ink-300">{sparkSummit.name}</span>
            </li>
          </ol>
        </div>
      </div>
    </section>
  );
}
