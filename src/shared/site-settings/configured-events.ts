import { formatCalendarDate, timeZoneLabel } from '../offers/event-dates.ts';
import {
  sparkSummit,
  webinarSeries,
  type SparkSummit,
  type WebinarSeries,
  type WebinarSession,
} from '../offers/events.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';
import { endOfZonedDay, zonedInstant } from '../zoned-time.ts';

/**
 * The webinar sessions as the studio configured them: date, time, title and meeting
 * link from the settings, the stable id (calendar UID, .ics address) and summary from
 * the series' content.
 */
export function configuredWebinarSessions(webinar: SiteSettings['webinar']): WebinarSession[] {
  return webinarSeries.sessions.map((session, index) => {
    const configured = webinar.sessions[index];
    if (!configured) return session;
    return {
      ...session,
      title: configured.title,
      meetingUrl: configured.meetingUrl,
      isCancelled: configured.cancelled,
      startsAt: zonedInstant(configured.date, configured.time, webinar.timeZone).toISOString(),
    };
  });
}

/** "12pm" or "12:30pm", the way the series states its weekly slot. */
function compactTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0
    ? `${twelveHour}${suffix}`
    : `${twelveHour}:${String(minute).padStart(2, '0')}${suffix}`;
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/**
 * "Fridays at 12pm CT" while every session shares a weekday and a time; otherwise the
 * slot of the first session ("Starting Friday at 12pm CT"), so the label is never wrong.
 */
export function webinarScheduleLabel(webinar: SiteSettings['webinar']): string {
  const [first] = webinar.sessions;
  if (!first) return webinarSeries.scheduleLabel;
  const weekday = (date: string) => weekdayFormat.format(new Date(`${date}T00:00:00Z`));
  const zone = timeZoneLabel(webinar.timeZone);
  const isWeekly = webinar.sessions.every(
    (session) => weekday(session.date) === weekday(first.date) && session.time === first.time,
  );
  return isWeekly
    ? `${weekday(first.date)}s at ${compactTime(first.time)} ${zone}`
    : `Starting ${weekday(first.date)} at ${compactTime(first.time)} ${zone}`;
}

/** The summit edition as configured, in the shape the pages were written against. */
export function configuredSummit(settings: SiteSettings): SparkSummit {
  const { summit, contacts } = settings;
  const earlyBirdDeadline = endOfZonedDay(summit.earlyBirdDeadline, summit.timeZone).toISOString();
  const deadlineText = formatCalendarDate(summit.earlyBirdDeadline);
  return {
    ...sparkSummit,
    venue: summit.venue,
    city: summit.city,
    startsAt: zonedInstant(summit.date, summit.startTime, summit.timeZone).toISOString(),
    endsAt: zonedInstant(summit.date, summit.endTime, summit.timeZone).toISOString(),
    seatLimit: summit.capacity,
    contactEmail: contacts.summit,
    earlyBirdDeadline,
    webinarSchedule: summitWebinarSchedule(settings.webinar),
    tickets: sparkSummit.tickets.map((tier) => ({
      ...tier,
      description: tier.description.replace(
        /closes on [A-Z][a-z]+ \d{1,2}\./,
        `closes on ${deadlineText}.`,
      ),
      ...(tier.deadline ? { deadline: earlyBirdDeadline } : {}),
    })),
  };
}

/**
 * The warm-up dates the summit page lists: the series' own configured dates, so every
 * page names the same days. (The spec printed the summit page's list a day later, May 3
 * rather than May 2; docs/decisions/2026-12-03-one-source-for-site-facts.md.)
 */
export function summitWebinarSchedule(webinar: SiteSettings['webinar']): readonly string[] {
  return webinar.sessions.map((session) => session.date);
}

/** The series with its configured sessions, schedule line and in-person finale. */
export function configuredWebinarSeries(settings: SiteSettings): WebinarSeries {
  const summit = configuredSummit(settings);
  return {
    ...webinarSeries,
    scheduleLabel: webinarScheduleLabel(settings.webinar),
    sessions: configuredWebinarSessions(settings.webinar),
    finale: { ...webinarSeries.finale, startsAt: summit.startsAt },
  };
}
