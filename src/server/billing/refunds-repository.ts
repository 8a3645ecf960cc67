import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

export interface RefundInput {
  eventId: string;
  paymentIntentId: string | null;
  invoiceId: string | null;
  /** Cumulative, as the charge reports it. */
  amountRefunded: number;
  refundedAt: Date;
}

export type RefundOutcome =
  | {
      kind: 'recorded';
      /** The order as refunded now, for the customer's notice. */
      order: {
        id: string;
        email: string | null;
        user_id: string | null;
        catalogue_key: string | null;
        amount_total: number;
        currency: string;
      };
      increase: number;
      totalRefunded: number;
    }
  | { kind: 'unchanged' | 'no-order' };

/**
 * Raises an order's refunded amount to what the charge reports, never lowers it (an older
 * event arriving late changes nothing), and keeps the increase as its own dated row. The
 * order's row is locked first, so two refund events at once add up instead of racing.
 */
export async function recordRefund(db: Kysely<DB>, refund: RefundInput): Promise<RefundOutcome> {
  if (!refund.paymentIntentId && !refund.invoiceId) return { kind: 'no-order' };
  const order = await db
    .selectFrom('orders')
    .select([
      'id',
      'amount_total',
      'amount_refunded',
      'email',
      'user_id',
      'catalogue_key',
      'currency',
    ])
    .where((eb) =>
      eb.or([
        ...(refund.paymentIntentId ? [eb('payment_intent_id', '=', refund.paymentIntentId)] : []),
        ...(refund.invoiceId ? [eb('provider_reference', '=', refund.invoiceId)] : []),
      ]),
    )
    .where('status', '=', 'completed')
    .orderBy('order_date')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return { kind: 'no-order' };
  const total = Math.min(refund.amountRefunded, order.amount_total);
  const increase = total - order.amount_refunded;
  if (increase <= 0) return { kind: 'unchanged' };
  await db
    .updateTable('orders')
    .set({ amount_refunded: total, refunded_at: refund.refundedAt, updated_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  await db
    .insertInto('order_refunds')
    .values({
      order_id: order.id,
      provider_event_id: refund.eventId,
      amount: increase,
      refunded_at: refund.refundedAt,
    })
    .onConflict((conflict) => conflict.column('provider_event_id').doNothing())
    .execute();
  return { kind: 'recorded', order, increase, totalRefunded: total };
}
