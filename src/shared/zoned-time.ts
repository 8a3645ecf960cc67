/**
 * Wall-clock dates and times in a named time zone with nothing but `Intl` (no date
 * library; offsets, daylight saving included, come from the runtime's zone data): the
 * studio's deadlines and event times, and the booking calendar's slots. A "local date" is
 * `YYYY-MM-DD`, a "clock time" is `HH:MM`.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone name this runtime knows ("America/Chicago", "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]{1,64}$/.test(timeZone)) return false;
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** "2025-02-30" is well formed but not a day; this says whether the calendar has it. */
export function isRealDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day
  );
}

/** The last second of a calendar day in a zone: a deadline "May 15" lasts all of May 15. */
export function endOfZonedDay(date: string, timeZone: string): Date {
  return zonedInstant(date, '23:59:59', timeZone);
}

/** The calendar date and "HH:MM" a wall clock in `timeZone` shows at an ISO instant. */
export function zonedDateAndTime(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
export function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local date (`YYYY-MM-DD`) of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The instant the zone's clocks show `time` (`HH:MM` or `HH:MM:SS`) on `date`. A time skipped by a spring-forward
 * change (02:30 on 2026-03-08 in Chicago) is read as the same length after the change
 * (03:30); a time shown twice in autumn is its first showing, as calendars do.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const asUtc = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
  );
  // The offset an hour either side of the naive guess covers both sides of a change.
  const before = offsetMs(new Date(asUtc - 3_600_000 * 3), timeZone);
  const after = offsetMs(new Date(asUtc + 3_600_000 * 3), timeZone);
  const first = new Date(asUtc - before);
  if (before === after || offsetMs(first, timeZone) === before) return first;
  const later = new Date(asUtc - after);
  if (offsetMs(later, timeZone) === after) return later;
  // Skipped: the wall time does not exist; move forward by the jump.
  return new Date(asUtc - before);
}

/** The date `days` after a local date (calendar arithmetic, no zone needed). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
