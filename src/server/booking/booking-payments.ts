import { sql, type Kysely } from 'kysely';
import type { PaidCancellation } from '../db/schema/booking-schema.ts';
import type { DB } from '../db/schema/schema.ts';
import { recordServerEvent } from '../analytics/collection-service.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { creditSpentOn } from './booking-credits.ts';
import { bookedCall, queueConfirmedMails } from './booking-mail.ts';
import type { PaymentNote } from './booking-payment-text.ts';
import {
  expireStaleHolds,
  isSlotConflict,
  kindById,
  liveBookingsBetween,
  lockStudioDay,
  readAvailability,
  type BookingRow,
} from './booking-repository.ts';
import { localDate } from '../../shared/zoned-time.ts';

/** The completed payment behind a booking's checkout, if there is one. */
export async function paidOrderOf(db: Kysely<DB>, checkoutSessionId: string | null) {
  if (!checkoutSessionId) return undefined;
  return db
    .selectFrom('orders')
    .select(['id', 'payment_intent_id', 'amount_total', 'amount_refunded', 'currency'])
    .where('checkout_session_id', '=', checkoutSessionId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
}

/** What a paid booking that does not go ahead does with the money. */
export type PaymentOutcome = PaymentNote;

/**
 * Records what becomes of a paid booking's money inside the transaction that ends it:
 * a credit row at once, or a refund marked as owed (`refund_due`) for the sweep to make at
 * the provider after commit (the order a late payment creates is not committed yet, and a
 * provider call inside a transaction would hold its locks across the network).
 */
export async function settlePayment(
  trx: Kysely<DB>,
  booking: BookingRow,
  { rule, now }: { rule: PaidCancellation; now: Date },
): Promise<PaymentOutcome | null> {
  const order = await paidOrderOf(trx, booking.checkout_session_id);
  // A call paid with a credit has no payment to refund: its credit is given back, new.
  const spent = order ? undefined : await creditSpentOn(trx, booking.id);
  if (spent) rule = 'credit';
  const left = order ? order.amount_total - order.amount_refunded : (spent?.amount ?? 0);
  const currency = order?.currency ?? spent?.currency ?? 'usd';
  if (left <= 0) return null;
  if (rule === 'credit') {
    await trx
      .insertInto('booking_credits')
      .values({
        booking_id: booking.id,
        email: booking.email,
        amount: left,
        currency,
      })
      .onConflict((conflict) => conflict.column('booking_id').doNothing())
      .execute();
  }
  await trx
    .updateTable('bookings')
    .set({
      settlement: rule === 'credit' ? 'credited' : 'refund_due',
      settled_at: rule === 'credit' ? now : null,
      updated_at: now,
    })
    .where('id', '=', booking.id)
    .execute();
  return { settlement: rule, amount: left, currency };
}

async function confirmHeld(trx: Kysely<DB>, bookingId: string, now: Date) {
  return trx
    .updateTable('bookings')
    .set({ status: 'confirmed', updated_at: now })
    .where('id', '=', bookingId)
    .where('status', 'in', ['held', 'expired'])
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes the slot back for a hold that lapsed before its payment arrived, if it is still
 * free: under the day's lock, after expiring other stale holds, inside a savepoint so that
 * the exclusion constraint's refusal (a booking from a process that skipped the lock)
 * leaves the payment's transaction usable for the refund instead.
 */
async function reclaimSlot(trx: Kysely<DB>, booking: BookingRow, now: Date) {
  if (booking.starts_at <= now) return undefined;
  const { timeZone } = await readAvailability(trx);
  await lockStudioDay(trx, localDate(booking.starts_at, timeZone));
  const range = { from: booking.blocked_from, until: booking.blocked_until };
  await expireStaleHolds(trx, range, now);
  const others = await liveBookingsBetween(trx, range, now);
  if (others.some((other) => other.id !== booking.id)) return undefined;
  await sql`SAVEPOINT booking_reclaim`.execute(trx);
  try {
    const confirmed = await confirmHeld(trx, booking.id, now);
    await sql`RELEASE SAVEPOINT booking_reclaim`.execute(trx);
    return confirmed;
  } catch (error) {
    if (!isSlotConflict(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT booking_reclaim`.execute(trx);
    return undefined;
  }
}

/**
 * A booking's checkout was paid (run in the payment event's transaction). A row still
 * `held` owns its range in the exclusion constraint, however late the payment is, because
 * nobody can book over it without first marking it `expired`; so it is confirmed. An
 * expired hold is confirmed only if its slot is still free; otherwise the payment is owed
 * back and the visitor is told. Anything else was settled by an earlier delivery.
 */
export async function applyBookingPayment(
  trx: Kysely<DB>,
  { outbox, now, checkoutSessionId }: { outbox: MailOutbox; now: Date; checkoutSessionId: string },
): Promise<void> {
  const booking = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('checkout_session_id', '=', checkoutSessionId)
    .forUpdate()
    .executeTakeFirst();
  if (!booking || booking.settlement !== null) return;
  const kind = await kindById(trx, booking.kind_id);
  if (!kind) return;
  let confirmed: BookingRow | undefined;
  if (booking.status === 'held') confirmed = await confirmHeld(trx, booking.id, now);
  else if (booking.status === 'expired') confirmed = await reclaimSlot(trx, booking, now);
  else return;
  if (confirmed) {
    await queueConfirmedMails(trx, outbox, { booking: confirmed, kind, now });
    await recordServerEvent(trx, 'call_booked');
    return;
  }
  const outcome = await settlePayment(trx, booking, { rule: 'refund', now });
  if (!outcome) return;
  await outbox.enqueue(trx, {
    kind: 'booking_payment_returned',
    to: booking.email,
    idempotencyKey: `booking-payment-returned:${booking.id}`,
    reference: `booking-payment-returned:${booking.id}`,
    data: { ...bookedCall(booking, kind), ...outcome },
  });
}
