import { CalendarPlus, Download, Video } from 'lucide-react';
import {
  calendarTemplateUrl,
  webinarCalendarEvent,
  webinarIcsPath,
} from '~/shared/offers/calendar-links';
import {
  eventDateParts,
  formatEventDay,
  formatEventTime,
  isoInstant,
} from '~/shared/offers/event-dates';
import { timeZoneLabel } from '~/shared/offers/event-dates';
import { type WebinarSession } from '~/shared/offers/events';
import { ExternalLink } from '~/web/components/ui/external-link';

const actionStyle = 'session-action';

export function DateBadge({
  iso,
  timeZone,
  isHighlighted = false,
}: {
  iso: string;
  timeZone: string;
  isHighlighted?: boolean;
}) {
  const { weekday, month, day } = eventDateParts(iso, timeZone);
  return (
    <time
      dateTime={isoInstant(iso)}
      // From 640 px only: on a phone the card's first line already gives the day, and the
      // badge stacked above it made each of the seven cards a fifth of a screen taller.
      className={`hidden w-20 shrink-0 flex-col items-center self-start rounded-2xl border py-3 sm:flex ${
        isHighlighted ? 'border-signal-500/60 bg-signal-500/10' : 'border-ink-700 bg-ink-950/60'
      }`}
    >
      <span className="text-xs font-semibold uppercase tracking-[0.18em] text-signal-300">
        {month}
      </span>
      <span className="text-3xl font-semibold leading-tight text-ink-100">{day}</span>
      <span className="text-xs text-ink-400">{weekday}</span>
    </time>
  );
}

/**
 * One webinar: date, title, and its meeting, calendar and .ics links; once it has ended
 * (the server's verdict) a record of what it covered, and once cancelled a notice, with
 * no link to join or save it either way.
 */
export function SessionCard({
  session,
  timeZone,
  hasEnded,
}: {
  session: WebinarSession;
  timeZone: string;
  hasEnded: boolean;
}) {
  const forSession = <span className="sr-only"> for {session.title}</span>;
  return (
    <article aria-labelledby={`session-${session.id}`} className="session-card">
      <DateBadge iso={session.startsAt} timeZone={timeZone} />
      <div className="min-w-0 flex-1">
        {/* Each fact kept whole ("30 min" broke between its two words on a phone). */}
        <p className="session-meta">
          <span>Session {session.number}</span> ·{' '}
          <span>{formatEventDay(session.startsAt, timeZone)}</span> ·{' '}
          <span>
            {formatEventTime(session.startsAt, timeZone)} {timeZoneLabel(timeZone)}
          </span>{' '}
          · <span>{session.durationMinutes} min</span>
          {session.isCancelled ? (
            <>
              {' · '}
              <strong className="font-semibold text-pulse-400">Cancelled</strong>
            </>
          ) : (
            hasEnded && (
              <>
                {' · '}
                <span>Took place</span>
              </>
            )
          )}
        </p>
        <h3
          id={`session-${session.id}`}
          className="mt-1 text-xl font-semibold tracking-tight text-balance text-ink-100"
        >
          {session.title}
        </h3>
        <p className="mt-2 leading-relaxed text-ink-300">{session.summary}</p>
        {session.isCancelled && !hasEnded && (
          <p className="mt-5 text-sm text-ink-300">
            This session will not take place. Registered? We have written to you.
          </p>
        )}
        {!hasEnded && !session.isCancelled && (
          <div className="mt-5 flex flex-wrap gap-2">
            <ExternalLink href={session.meetingUrl} className={actionStyle}>
              <Video aria-hidden="true" className="size-4 text-pulse-400" />
              Join the meeting{forSession}
            </ExternalLink>
            <ExternalLink
              href={calendarTemplateUrl(webinarCalendarEvent(session))}
              className={actionStyle}
            >
              <CalendarPlus aria-hidden="true" className="size-4 text-signal-400" />
              Add to calendar{forSession}
            </ExternalLink>
            <a
              href={webinarIcsPath(session)}
              download={`smarter-in-30-${session.id}.ics`}
              className={actionStyle}
            >
              <Download aria-hidden="true" className="size-4 text-ink-300" />
              Download .ics{forSession}
            </a>
          </div>
        )}
      </div>
    </article>
  );
}
