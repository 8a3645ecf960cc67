import { usDateTimeFormat } from '../intl-formats.ts';
import { eventTimeZone } from './events.ts';

/**
 * Dates formatted in the event's own time zone, not the reader's: a session at noon in
 * Des Moines reads "12:00 PM CT" everywhere, and the pre-rendered HTML matches what the
 * browser renders after hydration.
 */
function formatInEventZone(
  iso: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): string {
  return usDateTimeFormat({ timeZone, ...options }).format(new Date(iso));
}

/** "Friday, May 2" */
export function formatEventDay(iso: string, timeZone = eventTimeZone): string {
  return formatInEventZone(iso, { weekday: 'long', month: 'long', day: 'numeric' }, timeZone);
}

/** "Thursday, June 5, 2025" */
export function formatEventDayWithYear(iso: string, timeZone = eventTimeZone): string {
  return formatInEventZone(
    iso,
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    timeZone,
  );
}

/**
 * "Friday, May 30" when the day falls in `currentYear` (UTC year of the server's time),
 * "Friday, May 30, 2025" otherwise: a past date without its year reads as this year's.
 * Without a current year (nothing rendered yet) the year is shown.
 */
export function formatEventDayInYear(
  iso: string,
  timeZone: string,
  currentYear: number | undefined,
): string {
  const year = Number(formatInEventZone(iso, { year: 'numeric' }, timeZone));
  return year === currentYear
    ? formatEventDay(iso, timeZone)
    : formatEventDayWithYear(iso, timeZone);
}

/** "May 2" */
export function formatEventMonthDay(iso: string, timeZone = eventTimeZone): string {
  return formatInEventZone(iso, { month: 'long', day: 'numeric' }, timeZone);
}

/** "May 15" for a deadline or "May 3" for a calendar date such as "2025-05-03". */
export function formatCalendarDate(date: string): string {
  // A bare date names a day, not an instant: read and print it in UTC so it never shifts.
  const isBareDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return usDateTimeFormat({
    month: 'long',
    day: 'numeric',
    timeZone: isBareDate ? 'UTC' : eventTimeZone,
  }).format(new Date(isBareDate ? `${date}T00:00:00Z` : date));
}

/**
 * "CT" for America/Chicago, "ET" for New York: the short generic name where the locale
 * has one, else the short offset name ("GMT+1"), so the label stays a few characters.
 */
export function timeZoneLabel(timeZone = eventTimeZone): string {
  const named = (style: 'shortGeneric' | 'short') =>
    usDateTimeFormat({ timeZone, timeZoneName: style })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const generic = named('shortGeneric');
  return generic && !generic.includes(' ') ? generic : named('short');
}

/** "Central Time": the zone's long generic name, for sentences about the schedule. */
export function timeZoneLongName(timeZone = eventTimeZone): string {
  return (
    usDateTimeFormat({ timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** "12:00 PM" */
export function formatEventTime(iso: string, timeZone = eventTimeZone): string {
  return formatInEventZone(iso, { hour: 'numeric', minute: '2-digit' }, timeZone);
}

/** ISO 8601 for the `dateTime` attribute of <time>. */
export function isoInstant(iso: string): string {
  return new Date(iso).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}

/** "20250502T170000Z": the UTC form both iCalendar and calendar templates expect. */
export function toCalendarUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** { weekday: 'Fri', month: 'May', day: '2' } for a calendar-page style date badge. */
export function eventDateParts(
  iso: string,
  timeZone = eventTimeZone,
): { weekday: string; month: string; day: string } {
  const parts = usDateTimeFormat({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), month: part('month'), day: part('day') };
}
