import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { paidOrderOf } from './booking-payments.ts';
import type { BookingDependencies } from './booking-service.ts';

/** Refunds tried per tick; the next tick takes the rest. */
const refundBatch = 20;

/**
 * Marks every hold past its expiry `expired`. Correctness does not wait for this: reads
 * treat a lapsed hold as free and a booking over it expires it in its own transaction
 * (docs/decisions/2026-12-11-paid-holds-and-refunds.md). The sweep keeps admin lists and
 * feeds honest. One conditional UPDATE: any number of processes may run it at once, and a
 * payment confirming the same row (which locks it) wins or loses cleanly.
 */
export async function expireLapsedHolds(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Makes the refunds owed for paid bookings that did not go ahead (`refund_due`), at the
 * provider, after the transaction that owed them committed. Safe from several processes at
 * once and after a crash: the provider call is idempotent (Stripe by the booking's key, the
 * local provider refunds only what is left), and the row is marked `refunded` only from
 * `refund_due`. A failure stays owed for the next tick.
 */
export async function makeOwedRefunds(
  deps: BookingDependencies,
  { bookingId }: { bookingId?: string } = {},
): Promise<number> {
  const { db, payments } = deps;
  if (!payments) return 0;
  let query = db
    .selectFrom('bookings')
    .select(['id', 'checkout_session_id'])
    .where('settlement', '=', 'refund_due')
    .orderBy('updated_at')
    .limit(refundBatch);
  if (bookingId) query = query.where('id', '=', bookingId);
  let refunded = 0;
  for (const owed of await query.execute()) {
    const order = await paidOrderOf(db, owed.checkout_session_id);
    if (!order?.payment_intent_id) continue;
    const answer = await payments.refundRemaining(
      order.payment_intent_id,
      `booking-refund:${owed.id}`,
    );
    if (answer === 'unknown-payment') continue;
    await db
      .updateTable('bookings')
      .set({ settlement: 'refunded', settled_at: deps.clock() })
      .where('id', '=', owed.id)
      .where('settlement', '=', 'refund_due')
      .execute();
    refunded += 1;
  }
  return refunded;
}

/**
 * Runs in every process from start (so work a stopped process left is picked up) and then
 * every `intervalMs`; `stop` waits for a tick in progress so the database can close after.
 */
export function startBookingSweep(
  deps: BookingDependencies,
  log: FastifyBaseLogger,
  intervalMs = 30_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        await expireLapsedHolds(deps.db, deps.clock());
        await makeOwedRefunds(deps);
      })
      .catch((error: unknown) => log.error({ err: error }, 'booking sweep failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
