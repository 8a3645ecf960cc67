import type { WeeklyHours } from '../../shared/booking/booking-types.ts';
import { addDays, isoWeekday, localDate, zonedInstant } from '../../shared/zoned-time.ts';

/** The availability rules slot computation needs (the admin edits them). */
export interface SlotRules {
  timeZone: string;
  weeklyHours: WeeklyHours;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  dailyMaximum: number;
  slotIntervalMinutes: number;
}

/** A time the studio is taken: a live booking's range with its buffers. */
export interface BusyRange {
  from: Date;
  until: Date;
}

export interface SlotQuery {
  rules: SlotRules;
  durationMinutes: number;
  /** Local dates (studio zone) the studio takes no calls. */
  daysOff: ReadonlySet<string>;
  busy: readonly BusyRange[];
  /** Live bookings per studio-local date, for the daily maximum. */
  bookingsPerDay: ReadonlyMap<string, number>;
  now: Date;
  /** First and last studio-local dates to list, inclusive. */
  fromDate: string;
  toDate: string;
}

const minute = 60_000;

/** The range a call starting at `start` blocks: the call with its buffers. */
export function blockedRange(
  start: Date,
  durationMinutes: number,
  rules: Pick<SlotRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): BusyRange {
  return {
    from: new Date(start.getTime() - rules.bufferBeforeMinutes * minute),
    until: new Date(start.getTime() + (durationMinutes + rules.bufferAfterMinutes) * minute),
  };
}

function overlapsAny(range: BusyRange, busy: readonly BusyRange[]): boolean {
  return busy.some((taken) => range.from < taken.until && taken.from < range.until);
}

/** The last studio-local date a call may be booked on, `horizonDays` from today. */
export function lastBookableDate(rules: SlotRules, now: Date): string {
  return addDays(localDate(now, rules.timeZone), rules.horizonDays);
}

/**
 * Every free start time between two studio-local dates, in order. A slot starts on the
 * interval grid of a weekly window and the call ends inside it; it is at least the
 * minimum notice away, within the horizon, not on a day off or a full day, and its range
 * with buffers touches no busy range.
 */
export function freeSlots(query: SlotQuery): Date[] {
  const { rules, now } = query;
  const earliest = now.getTime() + rules.minimumNoticeMinutes * minute;
  const lastDate = lastBookableDate(rules, now);
  const slots: Date[] = [];
  for (let date = query.fromDate; date <= query.toDate && date <= lastDate;) {
    const full = (query.bookingsPerDay.get(date) ?? 0) >= rules.dailyMaximum;
    if (!full && !query.daysOff.has(date)) slots.push(...slotsOnDate(query, date, earliest));
    date = addDays(date, 1);
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

function slotsOnDate(query: SlotQuery, date: string, earliest: number): Date[] {
  const { rules, durationMinutes } = query;
  const weekday = isoWeekday(date);
  const slots: Date[] = [];
  for (const window of rules.weeklyHours.filter((candidate) => candidate.weekday === weekday)) {
    const opens = zonedInstant(date, window.start, rules.timeZone).getTime();
    const closes =
      window.end === '24:00'
        ? zonedInstant(addDays(date, 1), '00:00', rules.timeZone).getTime()
        : zonedInstant(date, window.end, rules.timeZone).getTime();
    for (
      let start = opens;
      start + durationMinutes * minute <= closes;
      start += rules.slotIntervalMinutes * minute
    ) {
      if (start < earliest) continue;
      const slot = new Date(start);
      if (overlapsAny(blockedRange(slot, durationMinutes, rules), query.busy)) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Whether `start` is one of the free slots of its own studio-local date. */
export function isFreeSlot(query: Omit<SlotQuery, 'fromDate' | 'toDate'>, start: Date): boolean {
  const date = localDate(start, query.rules.timeZone);
  return freeSlots({ ...query, fromDate: date, toDate: date }).some(
    (slot) => slot.getTime() === start.getTime(),
  );
}
