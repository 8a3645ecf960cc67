import type { Kysely } from 'kysely';
import type { Availability } from '../../shared/booking/booking-types.ts';
import type { DB } from '../db/schema/schema.ts';
import { listDaysOff, liveBookingsBetween, readAvailability } from './booking-repository.ts';
import { freeSlots, lastBookableDate, type SlotQuery } from './slot-math.ts';
import { addDays, localDate, zonedInstant } from '../../shared/zoned-time.ts';

/** Everything slot maths needs for a span of studio-local dates, read from the database. */
export async function slotQueryFor(
  db: Kysely<DB>,
  {
    durationMinutes,
    fromDate,
    toDate,
    now,
    availability,
    ignoreBookingId,
  }: {
    durationMinutes: number;
    fromDate: string;
    toDate: string;
    now: Date;
    availability?: Availability;
    /** A booking being rescheduled does not block its own new time. */
    ignoreBookingId?: string;
  },
): Promise<SlotQuery> {
  const rules = availability ?? (await readAvailability(db));
  const { live, bookingsPerDay } = await liveBookingsAround(db, {
    fromDate,
    toDate,
    timeZone: rules.timeZone,
    now,
    ignoreBookingId,
  });
  const daysOff = new Set((await listDaysOff(db)).map((row) => row.day));
  return {
    rules,
    durationMinutes,
    daysOff,
    busy: live.map((booking) => ({ from: booking.blocked_from, until: booking.blocked_until })),
    bookingsPerDay,
    now,
    fromDate,
    toDate,
  };
}

/**
 * The live bookings that can touch a span of studio-local dates, and how many start on
 * each date (what the daily maximum counts).
 */
export async function liveBookingsAround(
  db: Kysely<DB>,
  {
    fromDate,
    toDate,
    timeZone,
    now,
    ignoreBookingId,
  }: { fromDate: string; toDate: string; timeZone: string; now: Date; ignoreBookingId?: string },
) {
  // A day's neighbours matter: buffers and late calls reach across midnight.
  const from = zonedInstant(addDays(fromDate, -1), '00:00', timeZone);
  const until = zonedInstant(addDays(toDate, 2), '00:00', timeZone);
  const live = (await liveBookingsBetween(db, { from, until }, now)).filter(
    (booking) => booking.id !== ignoreBookingId,
  );
  const bookingsPerDay = new Map<string, number>();
  for (const booking of live) {
    const date = localDate(booking.starts_at, timeZone);
    bookingsPerDay.set(date, (bookingsPerDay.get(date) ?? 0) + 1);
  }
  return { live, bookingsPerDay };
}

/** The free starts of a call between two studio-local dates (at most 62 days at once). */
export async function freeSlotsBetween(
  db: Kysely<DB>,
  options: { durationMinutes: number; fromDate: string; toDate: string; now: Date },
): Promise<Date[]> {
  const toDate =
    options.toDate < addDays(options.fromDate, 62) ? options.toDate : addDays(options.fromDate, 62);
  return freeSlots(await slotQueryFor(db, { ...options, toDate }));
}

/** The next few free starts after a moment, for a "just taken" answer. */
export async function nextFreeSlots(
  db: Kysely<DB>,
  {
    durationMinutes,
    after,
    now,
    count = 3,
  }: {
    durationMinutes: number;
    after: Date;
    now: Date;
    count?: number;
  },
): Promise<Date[]> {
  const availability = await readAvailability(db);
  const fromDate = localDate(after > now ? after : now, availability.timeZone);
  const lastDate = lastBookableDate(availability, now);
  const found: Date[] = [];
  for (let date = fromDate; date <= lastDate && found.length < count; date = addDays(date, 7)) {
    const query = await slotQueryFor(db, {
      durationMinutes,
      fromDate: date,
      toDate: addDays(date, 6),
      now,
      availability,
    });
    found.push(...freeSlots(query).filter((slot) => slot > after));
  }
  return found.slice(0, count);
}
