import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatEventDay } from '~/shared/offers/event-dates';
import { useConfiguredSummit, useConfiguredWebinarSeries } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';
import { DateBadge, SessionCard } from './session-card';

export function SessionList() {
  const webinarSeries = useConfiguredWebinarSeries();
  const sparkSummit = useConfiguredSummit();
  const { webinar, summit } = useSiteSettings();
  const { finale } = webinarSeries;
  const state = useSiteState();
  const sessionsOver = state?.webinar.sessionsOver ?? 0;
  const isOver = state?.webinar.isOver ?? false;
  const summitIsOver = state?.summit.isOver ?? false;
  return (
    <section id="sessions" aria-labelledby="sessions-title" className={offerStyles.section}>
      <SectionHeading
        id="sessions-title"
        eyebrow={isOver ? 'What we covered' : 'The schedule'}
        title="Six sessions. One new AI skill each week."
        lead={
          isOver
            ? `The series ran live ${webinarSeries.scheduleLabel}. Here is what each session built.`
            : `Join live ${webinarSeries.scheduleLabel}. Add the sessions ahead to your calendar, or download the .ics file for any calendar app.`
        }
      />
      <ol className="webinar-sessions">
        {webinarSeries.sessions.map((session) => (
          <li key={session.id}>
            <SessionCard
              session={session}
              timeZone={webinar.timeZone}
              hasEnded={session.number <= sessionsOver}
            />
          </li>
        ))}
        <li>
          <article aria-labelledby="session-finale" className="session-card session-card-finale">
            <DateBadge iso={finale.startsAt} timeZone={summit.timeZone} isHighlighted />
            <div className="min-w-0 flex-1">
              <p className="session-meta">
                <span>Session {finale.number}</span> ·{' '}
                <span>{formatEventDay(finale.startsAt, summit.timeZone)}</span> ·{' '}
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 text-signal-400" />
                  In person, {sparkSummit.venue}, {sparkSummit.city}
                </span>
              </p>
              <h3
                id="session-finale"
                className="mt-1 text-xl font-semibold tracking-tight text-ink-100"
              >
                {finale.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-300">
                {summitIsOver
                  ? `The series ended in the room: a full day of hands-on building with ${sparkSummit.seatLimit} founders at the ${sparkSummit.name}.`
                  : `The series ends in the room: a full day of hands-on building with ${sparkSummit.seatLimit} founders at the ${sparkSummit.name}.`}
              </p>
              <Link
                to={finale.href}
                className={`${offerStyles.textLink} mt-5 inline-flex items-center gap-2`}
              >
                {summitIsOver ? 'See how the Spark Summit went' : 'See the Spark Summit'}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </article>
        </li>
      </ol>
    </section>
  );
}
