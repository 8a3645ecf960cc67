import { AppError } from '../errors.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import { bookingReference, queueCancelledMails, queueConfirmedMails } from './booking-mail.ts';
import {
  bookingById,
  kindById,
  readAvailability,
  type BookingKindRow,
  type BookingRow,
} from './booking-repository.ts';
import { moveSpentCredit } from './booking-credits.ts';
import { settlePayment } from './booking-payments.ts';
import { makeOwedRefunds } from './booking-sweep.ts';
import { answerTaken, insertLiveBooking, type BookingDependencies } from './booking-service.ts';

/** A confirmed booking and its kind, or a clear error when it cannot change any more. */
async function changeableBooking(
  deps: BookingDependencies,
  bookingId: string,
  { byStudio }: { byStudio: boolean },
): Promise<{ booking: BookingRow; kind: BookingKindRow }> {
  const booking = await bookingById(deps.db, bookingId);
  const kind = booking && (await kindById(deps.db, booking.kind_id));
  if (!booking || !kind) throw AppError.notFound('There is no such booking');
  if (booking.status !== 'confirmed') {
    throw new AppError(409, 'booking_closed', 'This booking was already cancelled or moved.');
  }
  const now = deps.clock();
  if (booking.starts_at <= now) {
    throw new AppError(409, 'booking_closed', 'This call has already begun.');
  }
  if (!byStudio) {
    const { cancelNoticeMinutes } = await readAvailability(deps.db);
    if (booking.starts_at.getTime() - now.getTime() < cancelNoticeMinutes * 60_000) {
      throw new AppError(
        409,
        'too_late_to_change',
        `Calls can be moved or cancelled up to ${Math.round(cancelNoticeMinutes / 60)} hours before. Please write to us instead.`,
      );
    }
  }
  return { booking, kind };
}

/**
 * Cancels a confirmed call: the visitor from their signed link (within the notice the
 * studio set) or the studio from admin (any time before it starts, with a message). The
 * status update names the status it expects, so two cancels at once change it once.
 */
export async function cancelBooking(
  deps: BookingDependencies,
  bookingId: string,
  { byStudio, message = '' }: { byStudio: boolean; message?: string },
): Promise<BookingRow> {
  const { booking, kind } = await changeableBooking(deps, bookingId, { byStudio });
  const now = deps.clock();
  // The visitor gets what the studio's rule says; a call the studio cancels is refunded.
  const rule = byStudio ? 'refund' : (await readAvailability(deps.db)).paidCancellation;
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: byStudio ? 'studio' : 'visitor',
        cancel_message: message || null,
        updated_at: now,
      })
      .where('id', '=', booking.id)
      .where('status', '=', 'confirmed')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new AppError(409, 'booking_closed', 'This booking was already cancelled or moved.');
    }
    const payment = await settlePayment(trx, row, { rule, now });
    await queueCancelledMails(trx, deps.outbox, { booking, kind, now, message, byStudio, payment });
    return row;
  });
  // At once when it can; a failure here stays owed and the sweep retries it.
  await makeOwedRefunds(deps, { bookingId: cancelled.id }).catch(() => 0);
  return (await bookingById(deps.db, cancelled.id)) ?? cancelled;
}

/**
 * Moves a confirmed call to another free time: the old row becomes `rescheduled` (which
 * frees its range) and a new confirmed row takes the new time, in one transaction; if the
 * new time is taken, nothing changes. The new booking gets its own mails and links.
 */
export async function rescheduleBooking(
  deps: BookingDependencies,
  bookingId: string,
  startsAt: Date,
): Promise<BookingRow> {
  const { booking, kind } = await changeableBooking(deps, bookingId, { byStudio: false });
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('bookings')
        .set({ status: 'rescheduled', checkout_session_id: null, updated_at: now })
        .where('id', '=', booking.id)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) {
        throw new AppError(409, 'booking_closed', 'This booking was already cancelled or moved.');
      }
      const created = await insertLiveBooking(trx, {
        kind,
        start: startsAt,
        now,
        values: {
          name: booking.name,
          email: booking.email,
          time_zone: booking.time_zone,
          answers: booking.answers,
          lead_id: booking.lead_id,
          user_id: booking.user_id,
          status: 'confirmed',
          rescheduled_from: booking.id,
          checkout_session_id: booking.checkout_session_id,
        },
      });
      await moveSpentCredit(trx, { from: booking.id, to: created.id });
      await cancelQueuedMail(trx, { reference: bookingReference(booking.id) }, 'booking moved');
      await queueConfirmedMails(trx, deps.outbox, { booking: created, kind, now });
      return created;
    });
  } catch (error) {
    return answerTaken(deps.db, error, { kind, start: startsAt, now });
  }
}
