import { sql, type Kysely, type Selectable } from 'kysely';
import type { Availability } from '../../shared/booking/booking-types.ts';
import type {
  BookingAvailabilityTable,
  BookingKindsTable,
  BookingsTable,
} from '../db/schema/booking-schema.ts';
import type { DB } from '../db/schema/schema.ts';
import type { BusyRange } from './slot-math.ts';

export type BookingKindRow = Selectable<BookingKindsTable>;
export type BookingRow = Selectable<BookingsTable>;

/** The statuses that hold a slot (the exclusion constraint's predicate). */
export const liveStatuses = ['held', 'confirmed'] as const;

export async function readAvailability(db: Kysely<DB>): Promise<Availability> {
  const row = await db
    .selectFrom('booking_availability')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return availabilityFromRow(row);
}

/** The settings row as the rules (also from its JSON form: no timestamp is read). */
export function availabilityFromRow(
  row: Omit<Selectable<BookingAvailabilityTable>, 'updated_at'>,
): Availability {
  return {
    timeZone: row.time_zone,
    weeklyHours: row.weekly_hours,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    horizonDays: row.horizon_days,
    dailyMaximum: row.daily_maximum,
    slotIntervalMinutes: row.slot_interval_minutes as Availability['slotIntervalMinutes'],
    cancelNoticeMinutes: row.cancel_notice_minutes,
    paidCancellation: row.paid_cancellation,
  };
}

export async function saveAvailability(db: Kysely<DB>, value: Availability): Promise<void> {
  await db
    .updateTable('booking_availability')
    .set({
      time_zone: value.timeZone,
      weekly_hours: JSON.stringify(value.weeklyHours),
      buffer_before_minutes: value.bufferBeforeMinutes,
      buffer_after_minutes: value.bufferAfterMinutes,
      minimum_notice_minutes: value.minimumNoticeMinutes,
      horizon_days: value.horizonDays,
      daily_maximum: value.dailyMaximum,
      slot_interval_minutes: value.slotIntervalMinutes,
      cancel_notice_minutes: value.cancelNoticeMinutes,
      paid_cancellation: value.paidCancellation,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', 1)
    .execute();
}

export async function listDaysOff(db: Kysely<DB>): Promise<{ day: string; note: string }[]> {
  return db
    .selectFrom('booking_days_off')
    .select([sql<string>`day::text`.as('day'), 'note'])
    .orderBy('day')
    .execute();
}

/** Replaces the whole list of days off (the admin edits it as one list). */
export async function replaceDaysOff(
  db: Kysely<DB>,
  days: readonly { day: string; note: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('booking_days_off').execute();
    if (days.length)
      await trx
        .insertInto('booking_days_off')
        .values([...days])
        .execute();
  });
}

export async function listKinds(db: Kysely<DB>, { activeOnly }: { activeOnly: boolean }) {
  let query = db.selectFrom('booking_kinds').selectAll().orderBy('position').orderBy('name');
  if (activeOnly) query = query.where('is_active', '=', true);
  return query.execute();
}

export async function kindBySlug(
  db: Kysely<DB>,
  slug: string,
): Promise<BookingKindRow | undefined> {
  return db.selectFrom('booking_kinds').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function kindById(db: Kysely<DB>, id: string): Promise<BookingKindRow | undefined> {
  return db.selectFrom('booking_kinds').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * What holds the studio between two instants: confirmed calls and holds not yet past
 * their expiry (an expired hold still in `held` is free, whoever flips it later).
 */
export async function liveBookingsBetween(
  db: Kysely<DB>,
  range: BusyRange,
  now: Date,
): Promise<Pick<BookingRow, 'id' | 'starts_at' | 'blocked_from' | 'blocked_until'>[]> {
  return db
    .selectFrom('bookings')
    .select(['id', 'starts_at', 'blocked_from', 'blocked_until'])
    .where('blocked_until', '>', range.from)
    .where('blocked_from', '<', range.until)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', now)]),
      ]),
    )
    .execute();
}

/**
 * Marks holds past their expiry that overlap `range` as expired, inside the booking's
 * transaction, so the exclusion constraint stops counting them before the insert.
 */
export async function expireStaleHolds(db: Kysely<DB>, range: BusyRange, now: Date) {
  await db
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .where('blocked_until', '>', range.from)
    .where('blocked_from', '<', range.until)
    .execute();
}

/** One studio-local day at a time: the daily maximum is counted under this lock. */
export async function lockStudioDay(db: Kysely<DB>, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`booking-day:${date}`}))`.execute(db);
}

export async function bookingById(db: Kysely<DB>, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** PostgreSQL's answer when an insert or update would overlap a live booking. */
export function isSlotConflict(error: unknown): boolean {
  const found = error as { code?: unknown; constraint?: unknown } | null;
  return found?.code === '23P01';
}
