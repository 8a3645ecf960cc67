/**
 * Calendar arithmetic for the admin's week view, on local dates (`YYYY-MM-DD`) in the
 * studio's zone, so a week is Monday to Sunday there whatever the browser's zone.
 */

/** The local date of an instant in a zone. */
export function dateInZone(instant: Date | string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

const asUtcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  const moved = asUtcNoon(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** "Mon 2 Mar" style heading of a day column. */
export function formatWeekday(date: string): { weekday: string; day: string } {
  const at = asUtcNoon(date);
  return {
    weekday: at.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
    day: at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
}

/** "Mar 2 – 8, 2026" or "Mar 30 – Apr 5, 2026". */
export function formatWeekRange(monday: string): string {
  const sunday = addDays(monday, 6);
  const format = (date: string, options: Intl.DateTimeFormatOptions) =>
    asUtcNoon(date).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const year = sunday.slice(0, 4);
  const end = sameMonth
    ? `${Number(sunday.slice(8, 10))}, ${year}`
    : format(sunday, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${format(monday, { month: 'short', day: 'numeric' })} – ${end}`;
}
