import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/schema.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import { localEvent } from './local-events.ts';
import { insertLocalEvent } from './local-provider-repository.ts';
import { addLocalRefund, findLocalCharge, type LocalCharge } from './local-refunds-repository.ts';

export type LocalRefundResult =
  { status: 'refunded' } | { status: 'unknown-charge' } | { status: 'too-much'; remaining: number };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The charge as Stripe's `charge.refunded` carries it: `amount_refunded` is cumulative. */
function chargeObject(charge: LocalCharge, paymentIntentId: string): Record<string, unknown> {
  return {
    id: `ch_${paymentIntentId.replace(/^pi_/, '')}`,
    object: 'charge',
    amount: charge.amount_total,
    amount_captured: charge.amount_total,
    amount_refunded: charge.amount_refunded,
    refunded: charge.amount_refunded === charge.amount_total,
    currency: charge.currency,
    payment_intent: paymentIntentId,
    paid: true,
    status: 'succeeded',
    created: seconds(charge.completed_at ?? new Date()),
  };
}

/**
 * Refunds a local payment as Stripe would: the refund and its `charge.refunded` event are
 * recorded together (a crash loses neither alone), then the event goes to our webhook,
 * signed, through the same receiver as Stripe's. `amount` undefined refunds all that is left.
 */
export async function refundLocalPayment(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  request: { paymentIntentId: string; amount?: number },
): Promise<LocalRefundResult> {
  const { paymentIntentId, amount } = request;
  const refunded = await db.transaction().execute(async (trx) => {
    const charge = await addLocalRefund(trx, paymentIntentId, amount);
    if (!charge) return false;
    const event = localEvent('charge.refunded', chargeObject(charge, paymentIntentId));
    await insertLocalEvent(trx, { id: event.id, type: event.type, payload: JSON.stringify(event) });
    return true;
  });
  if (refunded) {
    await delivery.deliverPending();
    return { status: 'refunded' };
  }
  const charge = await findLocalCharge(db, paymentIntentId);
  if (!charge) return { status: 'unknown-charge' };
  return { status: 'too-much', remaining: charge.amount_total - charge.amount_refunded };
}
