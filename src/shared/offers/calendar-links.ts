import { addMinutes, toCalendarUtc } from './event-dates.ts';
import type { WebinarSession } from './events.ts';
import { webinarSeries } from './events.ts';

export interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string;
  details: string;
  location: string;
}

/** The event template link calendars open in a new tab (Google Calendar's format). */
export function calendarTemplateUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toCalendarUtc(event.startsAt)}/${toCalendarUtc(event.endsAt)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** A webinar session as a calendar event, with its meeting link in the details. */
export function webinarCalendarEvent(session: WebinarSession): CalendarEvent {
  return {
    title: `${webinarSeries.name}: ${session.title}`,
    startsAt: session.startsAt,
    endsAt: addMinutes(session.startsAt, session.durationMinutes),
    details: `${session.summary}\n\nJoin the session: ${session.meetingUrl}`,
    location: session.meetingUrl,
  };
}

/** Where the site serves a session's .ics file (see src/server/leads/webinar-routes.ts). */
export function webinarIcsPath(session: Pick<WebinarSession, 'id'>): string {
  return `/api/webinar-sessions/${session.id}/calendar.ics`;
}

/** Stable per session, so importing the file again updates the event instead of adding one. */
export function webinarCalendarUid(session: Pick<WebinarSession, 'id'>): string {
  return `${session.id}.smarter-in-30@signal.studio`;
}
