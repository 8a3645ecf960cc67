import type { Kysely } from 'kysely';
import type { BookingRequest, BookingQuestion } from '../../shared/booking/booking-types.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { RefundAnswer } from '../billing/providers/payment-provider.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { notBookableError, slotTakenError } from './booking-errors.ts';
import { recordBookingLead } from './booking-leads.ts';
import { queueConfirmedMails } from './booking-mail.ts';
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
 * Writes one live booking for `start` inside `trx`, or throws "just taken". The exclusion
 * constraint bookings_one_per_slot settles a race for one slot, whichever process it comes
 * from: every other insert waits for the first one's commit and then fails, all at once
 * rather than one after another. The daily maximum is counted after the insert under the
 * day's advisory lock, so only bookings of other times that day wait for each other there.
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
    values: Pick<BookingRow, 'name' | 'email' | 'time_zone' | 'lead_id' | 'user_id' | 'status'> &
      Partial<Pick<BookingRow, 'rescheduled_from' | 'checkout_session_id'>> & {
        answers: Record<string, string>;
      };
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
  await lockStudioDay(trx, date);
  const { bookingsPerDay } = await liveBookingsAround(trx, {
    fromDate: date,
    toDate: date,
    timeZone: rules.timeZone,
    now,
    ignoreBookingId,
  });
  // The count includes the row just written: more than the maximum means the day filled up.
  if ((bookingsPerDay.get(date) ?? 0) > rules.dailyMaximum) throw slotTakenError([]);
  return row;
}

async function insertBookingRow(
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
  const taken = isSlotConflict(error) || (error instanceof AppError && error.code === 'slot_taken');
  if (!taken) throw error;
  const nextFree = await nextFreeSlots(db, {
    durationMinutes: context.kind.duration_minutes,
    after: context.start,
    now: context.now,
  });
  throw slotTakenError(nextFree);
}

/**
 * Books a call. A free kind is confirmed at once (lead, confirmation and reminders in the
 * same transaction); a paid kind is held for `holdMinutes` until its checkout completes.
 */
export async function bookCall(
  deps: BookingDependencies,
  request: BookingRequest & { answers: Record<string, string> },
  userId: string | null,
): Promise<{ booking: BookingRow; kind: BookingKindRow }> {
  const kind = await activeKind(deps.db, request.kind);
  const answers = checkedAnswers(kind.questions, request.answers);
  const start = new Date(request.startsAt);
  const now = deps.clock();
  const name = request.name.trim();
  const email = request.email.trim();
  try {
    const booking = await deps.db.transaction().execute(async (trx) => {
      const leadId = await recordBookingLead(trx, {
        name,
        email,
        userId,
        message: `Booked a ${kind.name} for ${start.toISOString()}.`,
      });
      const status = kind.catalogue_key ? 'held' : 'confirmed';
      const values = { name, email, time_zone: request.timeZone, answers, lead_id: leadId };
      const row = await insertLiveBooking(trx, {
        kind,
        start,
        now,
        values: { ...values, user_id: userId, status },
      });
      if (status === 'confirmed')
        await queueConfirmedMails(trx, deps.outbox, { booking: row, kind, now });
      return row;
    });
    return { booking, kind };
  } catch (error) {
    return answerTaken(deps.db, error, { kind, start, now });
  }
}
