import type { BookingRequest } from '../../shared/booking/booking-types.ts';
import { AppError } from '../errors.ts';
import { notBookableError, slotTakenError } from './booking-errors.ts';
import { spendCredit } from './booking-credits.ts';
import { recordBookingLead } from './booking-leads.ts';
import { queueConfirmedMails } from './booking-mail.ts';
import {
  expireStaleHolds,
  isSlotConflict,
  type BookingKindRow,
  type BookingRow,
} from './booking-repository.ts';
import {
  checkDailyMaximum,
  checkedAnswers,
  DayFullError,
  insertBookingRow,
  type BookingDependencies,
} from './booking-service.ts';
import { nextFreeSlots } from './booking-slots.ts';
import {
  readBookingSnapshot,
  snapshotQuery,
  suggestionsFrom,
  type BookingSnapshot,
} from './booking-snapshot.ts';
import { kindPriceCents } from './booking-views.ts';
import { blockedRange, isFreeSlot } from './slot-math.ts';
import { localDate } from '../../shared/zoned-time.ts';

export interface BookCallOptions {
  /** Refuse a paid kind when no checkout can take the payment (the public API). */
  needsCheckout?: boolean;
  /**
   * Pay a paid kind with the credit of this cancelled booking (its signed manage link was
   * verified by the caller): the booking is confirmed at once and the credit spent with it.
   */
  creditFrom?: string | undefined;
}

/**
 * Books a call. A free kind is confirmed at once (lead, confirmation and reminders in the
 * same transaction); a paid kind is held for `holdMinutes` until its checkout completes.
 *
 * Many visitors may want one slot at the same moment, from several processes. Each reads
 * one snapshot (kind, rules, the week's bookings) first: a time that is not bookable, or
 * already taken, is answered from it without a transaction. The others race in a short
 * transaction whose insert the exclusion constraint settles; a loser learns it there
 * (waiting, at most, for the winner's commit) and is answered with next free times
 * computed from its own snapshot plus the range it lost, with no further query. The
 * winner alone writes the lead, counts the daily maximum and queues the mails.
 */
export async function bookCall(
  deps: BookingDependencies,
  request: BookingRequest & { answers: Record<string, string> },
  userId: string | null,
  options: BookCallOptions = {},
): Promise<{ booking: BookingRow; kind: BookingKindRow }> {
  const start = new Date(request.startsAt);
  const now = deps.clock();
  const snapshot = await readBookingSnapshot(deps.db, { slug: request.kind, start, now });
  const { kind, rules } = snapshot;
  if (!kind || !kind.is_active) throw AppError.notFound('There is no such kind of call');
  const priceCents = kindPriceCents(kind);
  if (options.creditFrom && priceCents === null) {
    throw AppError.badRequest('This call is free: it needs no credit.');
  }
  if (options.needsCheckout && kind.catalogue_key && !deps.payments && !options.creditFrom) {
    throw new AppError(
      409,
      'paid_booking_unavailable',
      'This call is paid to confirm and cannot be booked here yet. Please use the studio’s calendar link.',
    );
  }
  const answers = checkedAnswers(kind.questions, request.answers);
  const date = localDate(start, rules.timeZone);
  const durationMinutes = kind.duration_minutes;
  const seen = snapshotQuery(snapshot, { durationMinutes, fromDate: date, toDate: date, now });
  if (!isFreeSlot({ ...seen, busy: [], bookingsPerDay: new Map() }, start)) {
    throw notBookableError();
  }
  const range = blockedRange(start, durationMinutes, rules);
  const taken = (fullDate?: string) =>
    answerTakenFrom(deps, snapshot, { kind, start, now, alsoBusy: range, fullDate });
  if (!isFreeSlot(seen, start)) return taken();

  const name = request.name.trim();
  const email = request.email.trim();
  const status = kind.catalogue_key && !options.creditFrom ? 'held' : 'confirmed';
  try {
    const booking = await deps.db.transaction().execute(async (trx) => {
      if (snapshot.hasStaleHolds) await expireStaleHolds(trx, range, now);
      const values = { name, email, time_zone: request.timeZone, answers, lead_id: null };
      const row = await insertBookingRow(trx, {
        kind,
        start,
        now,
        values: { ...values, user_id: userId, status },
        range,
      });
      await checkDailyMaximum(trx, { date, rules, now });
      if (options.creditFrom && priceCents !== null) {
        const from = options.creditFrom;
        await spendCredit(trx, { fromBookingId: from, bookingId: row.id, email, priceCents, now });
      }
      const leadId = await recordBookingLead(trx, {
        name,
        email,
        userId,
        message: `Booked a ${kind.name} for ${start.toISOString()}.`,
      });
      await trx.updateTable('bookings').set({ lead_id: leadId }).where('id', '=', row.id).execute();
      const booked = { ...row, lead_id: leadId };
      if (status === 'confirmed')
        await queueConfirmedMails(trx, deps.outbox, { booking: booked, kind, now });
      return booked;
    });
    return { booking, kind };
  } catch (error) {
    if (error instanceof DayFullError) return taken(date);
    if (isSlotConflict(error)) return taken();
    throw error;
  }
}

/** The 409 with next free times, from the snapshot when its week has three of them. */
async function answerTakenFrom(
  deps: BookingDependencies,
  snapshot: BookingSnapshot,
  context: {
    kind: BookingKindRow;
    start: Date;
    now: Date;
    alsoBusy: ReturnType<typeof blockedRange>;
    fullDate: string | undefined;
  },
): Promise<never> {
  const durationMinutes = context.kind.duration_minutes;
  const after = context.start;
  const nextFree =
    suggestionsFrom(snapshot, { ...context, durationMinutes, after }) ??
    (await nextFreeSlots(deps.db, { durationMinutes, after, now: context.now }));
  throw slotTakenError(nextFree);
}
