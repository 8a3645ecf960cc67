import type { Kysely } from 'kysely';
import type { Availability, BookingQuestion } from '../../shared/booking/booking-types.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import type { RefundAnswer } from '../billing/providers/payment-provider.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { notBookableError, slotTakenError } from './booking-errors.ts';
import {
  expireStaleHolds,
  isSlotConflict,
  kindBySlug,
  lockStudioDay,
  readAvailability,
  type BookingKindRow,
  type BookingRow,
} from './booking-repository.ts';
import { liveBookingsAround, nextFreeSlots, slotQueryFor } from './booking-slots.ts';
import { blockedRange, isFreeSlot } from './slot-math.ts';
import { localDate } from '../../shared/zoned-time.ts';

export interface BookingDependencies {
  db: Kysely<DB>;
  outbox: MailOutbox;
  clock: Clock;
  /** The checkout paid kinds go through; without it a paid kind cannot be booked. */
  payments?: BookingPayments;
}

/** What booking needs from billing: start the existing checkout, and refund. */
export interface BookingPayments {
  startCheckout(input: {
    catalogueKey: string;
    successUrl: string;
    cancelUrl: string;
    user: AuthenticatedUser | undefined;
  }): Promise<{ id: string; url: string }>;
  refundRemaining(paymentIntentId: string, idempotencyKey: string): Promise<RefundAnswer>;
}

/** How long a paid kind's slot is held for its checkout. */
export const holdMinutes = 15;

/** The answers to the kind's own questions: required ones present, unknown ones dropped. */
export function checkedAnswers(
  questions: readonly BookingQuestion[],
  given: Readonly<Record<string, string>>,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const answer = given[question.id]?.trim() ?? '';
    if (question.required && !answer) {
      throw AppError.badRequest(`Please answer: ${question.label}`, { field: question.id });
    }
    if (answer) answers[question.id] = answer;
  }
  return answers;
}

export async function activeKind(db: Kysely<DB>, slug: string): Promise<BookingKindRow> {
  const kind = await kindBySlug(db, slug);
  if (!kind || !kind.is_active) throw AppError.notFound('There is no such kind of call');
  return kind;
}

/**
 * Writes one live booking for `start` inside `trx`, or throws "just taken", reading the
 * rules and the day inside the transaction (moving a booking, which is not contested the
 * way a new one is; a new booking reads a snapshot first and calls `claimSlot`).
 */
export async function insertLiveBooking(
  trx: Kysely<DB>,
  {
    kind,
    start,
    now,
    values,
    ignoreBookingId,
  }: {
    kind: BookingKindRow;
    start: Date;
    now: Date;
    values: LiveBookingValues;
    ignoreBookingId?: string;
  },
): Promise<BookingRow> {
  const rules = await readAvailability(trx);
  const date = localDate(start, rules.timeZone);
  const range = blockedRange(start, kind.duration_minutes, rules);
  await expireStaleHolds(trx, range, now);
  const seen = await slotQueryFor(trx, {
    durationMinutes: kind.duration_minutes,
    fromDate: date,
    toDate: date,
    now,
    availability: rules,
    ignoreBookingId,
  });
  if (!isFreeSlot({ ...seen, busy: [], bookingsPerDay: new Map() }, start)) {
    throw notBookableError();
  }
  if (!isFreeSlot(seen, start)) throw slotTakenError([]);
  const row = await insertBookingRow(trx, { kind, start, now, values, range });
  await checkDailyMaximum(trx, { date, rules, now, ignoreBookingId });
  return row;
}

export type LiveBookingValues = Pick<
  BookingRow,
  'name' | 'email' | 'time_zone' | 'lead_id' | 'user_id' | 'status'
> &
  Partial<Pick<BookingRow, 'rescheduled_from' | 'checkout_session_id'>> & {
    answers: Record<string, string>;
  };

/** Thrown when the day filled up while the booking was being written. */
export class DayFullError extends Error {}

/**
 * The daily maximum, counted after the insert under the day's advisory lock, so only
 * bookings of one day wait for each other here (never the losers of one slot: the
 * exclusion constraint stopped them at the insert). The count includes the row just
 * written: more than the maximum means the day filled up.
 */
export async function checkDailyMaximum(
  trx: Kysely<DB>,
  {
    date,
    rules,
    now,
    ignoreBookingId,
  }: { date: string; rules: Availability; now: Date; ignoreBookingId?: string | undefined },
): Promise<void> {
  await lockStudioDay(trx, date);
  const { bookingsPerDay } = await liveBookingsAround(trx, {
    fromDate: date,
    toDate: date,
    timeZone: rules.timeZone,
    now,
    ignoreBookingId,
  });
  if ((bookingsPerDay.get(date) ?? 0) > rules.dailyMaximum) throw new DayFullError();
}

export async function insertBookingRow(
  trx: Kysely<DB>,
  {
    kind,
    start,
    now,
    values,
    range,
  }: Pick<Parameters<typeof insertLiveBooking>[1], 'kind' | 'start' | 'now' | 'values'> & {
    range: ReturnType<typeof blockedRange>;
  },
): Promise<BookingRow> {
  const isHeld = values.status === 'held';
  return trx
    .insertInto('bookings')
    .values({
      ...values,
      answers: JSON.stringify(values.answers),
      kind_id: kind.id,
      starts_at: start,
      ends_at: new Date(start.getTime() + kind.duration_minutes * 60_000),
      blocked_from: range.from,
      blocked_until: range.until,
      hold_expires_at: isHeld ? new Date(now.getTime() + holdMinutes * 60_000) : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Turns "taken" from the checks or the constraint into a 409 naming the next free times. */
export async function answerTaken(
  db: Kysely<DB>,
  error: unknown,
  context: { kind: BookingKindRow; start: Date; now: Date },
): Promise<never> {
  const taken =
    isSlotConflict(error) ||
    error instanceof DayFullError ||
    (error instanceof AppError && error.code === 'slot_taken');
  if (!taken) throw error;
  const nextFree = await nextFreeSlots(db, {
    durationMinutes: context.kind.duration_minutes,
    after: context.start,
    now: context.now,
  });
  throw slotTakenError(nextFree);
}
