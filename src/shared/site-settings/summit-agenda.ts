import { summitAgenda, type AgendaRow } from '../offers/events.ts';
import { defaultSiteSettings } from './defaults.ts';

/**
 * The agenda's times follow the configured day: the spec's rows (8:30 am to 5:30 pm) are
 * moved to the configured start and stretched to the configured end, rounded to five
 * minutes. With the default hours every row reads exactly as the spec prints it.
 */

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** "10:45 AM" or "9:00" (half of the day given by the range's end) to minutes. */
function parseClock(label: string, half: string | undefined): number {
  const match = /^(\d{1,2}):(\d{2})(?: (AM|PM))?$/.exec(label.trim());
  if (!match) throw new Error(`Not an agenda time: ${label}`);
  const suffix = match[3] ?? half;
  const hour = (Number(match[1]) % 12) + (suffix === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/** "8:30 – 9:00 AM", "10:45 AM – 12:00 PM" or "12:00 – 1:00 PM" as start and end minutes. */
export function parseAgendaRange(range: string): [number, number] {
  const [from = '', to = ''] = range.split('–');
  const end = parseClock(to, undefined);
  const endHalf = /PM$/.test(to.trim()) ? 'PM' : 'AM';
  let start = parseClock(from, endHalf);
  // "11:00 – 12:00 PM" starts in the morning: a start after its end is the other half.
  if (start > end) start -= 12 * 60;
  return [start, end];
}

function clockParts(minutes: number): { text: string; half: 'AM' | 'PM' } {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return { text: `${hour % 12 === 0 ? 12 : hour % 12}:${minute}`, half: hour < 12 ? 'AM' : 'PM' };
}

/** The spec's way of writing a range: the half once when both ends share it. */
export function formatAgendaRange(start: number, end: number): string {
  const from = clockParts(start);
  const to = clockParts(end);
  return from.half === to.half
    ? `${from.text} – ${to.text} ${to.half}`
    : `${from.text} ${from.half} – ${to.text} ${to.half}`;
}

export function configuredAgenda(startTime: string, endTime: string): AgendaRow[] {
  const defaultStart = minutesOf(defaultSiteSettings.summit.startTime);
  const defaultLength = minutesOf(defaultSiteSettings.summit.endTime) - defaultStart;
  const start = minutesOf(startTime);
  const length = minutesOf(endTime) - start;
  const place = (minutes: number) =>
    start + Math.round(((minutes - defaultStart) * length) / defaultLength / 5) * 5;
  return summitAgenda.map((row) => {
    const [from, to] = parseAgendaRange(row.time);
    return { ...row, time: formatAgendaRange(place(from), place(to)) };
  });
}
