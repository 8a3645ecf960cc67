/**
 * Wall-clock dates and times in a named time zone, turned into instants without a date
 * library: the studio types "June 5, 8:30 AM, America/Chicago" and the server compares
 * that moment with its own clock.
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

/** Minutes the zone is ahead of UTC at an instant (-300 for Chicago in June). */
function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wallClockAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wallClockAsUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall clock in `timeZone` shows `date` at `time` ("HH:MM" or "HH:MM:SS").
 * A time skipped by a daylight-saving jump resolves to the moment after the jump.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wallClockAsUtc - zoneOffsetMinutes(timeZone, wallClockAsUtc) * 60_000;
  instant = wallClockAsUtc - zoneOffsetMinutes(timeZone, instant) * 60_000;
  return new Date(instant);
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
