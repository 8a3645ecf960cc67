/**
 * Wall-clock arithmetic in a named time zone with nothing but `Intl`: the project has no
 * date library, and the offsets (daylight saving included) come from the runtime's zone
 * data. A "local date" is `YYYY-MM-DD`, a "clock time" is `HH:MM`.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
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
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
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
 * The instant the zone's clocks show `time` on `date`. A time skipped by a spring-forward
 * change (02:30 on 2026-03-08 in Chicago) is read as the same length after the change
 * (03:30); a time shown twice in autumn is its first showing, as calendars do.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset an hour either side of the naive guess covers both sides of a change.
  const before = offsetMs(new Date(asUtc - 3_600_000 * 3), timeZone);
  const after = offsetMs(new Date(asUtc + 3_600_000 * 3), timeZone);
  const first = new Date(asUtc - before);
  if (before === after || offsetMs(first, timeZone) === before) return first;
  const second = new Date(asUtc - after);
  if (offsetMs(second, timeZone) === after) return second;
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
