import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema/schema.ts';

export interface LocalCharge {
  amount_total: number;
  amount_refunded: number;
  currency: string;
  payment_intent_id: string | null;
  completed_at: Date | null;
}

/**
 * Adds `amount` (or all that is left) to what was refunded of a paid session's charge, in
 * one statement: two refunds at once, from any process, can never exceed what was paid.
 * Undefined when nothing was refunded (unknown charge, or not that much left).
 */
export async function addLocalRefund(
  db: Kysely<DB>,
  paymentIntentId: string,
  amount: number | undefined,
): Promise<LocalCharge | undefined> {
  const increase =
    amount === undefined ? sql<number>`amount_total - amount_refunded` : sql<number>`${amount}`;
  return db
    .updateTable('local_billing_checkout_sessions')
    .set({ amount_refunded: sql<number>`amount_refunded + ${increase}` })
    .where('payment_intent_id', '=', paymentIntentId)
    .where('status', '=', 'complete')
    .where(sql<boolean>`${increase} > 0 AND amount_refunded + ${increase} <= amount_total`)
    .returning(['amount_total', 'amount_refunded', 'currency', 'payment_intent_id', 'completed_at'])
    .executeTakeFirst();
}

/** The paid charge behind a payment intent, to say why a refund was refused. */
export async function findLocalCharge(
  db: Kysely<DB>,
  paymentIntentId: string,
): Promise<LocalCharge | undefined> {
  return db
    .selectFrom('local_billing_checkout_sessions')
    .select(['amount_total', 'amount_refunded', 'currency', 'payment_intent_id', 'completed_at'])
    .where('payment_intent_id', '=', paymentIntentId)
    .where('status', '=', 'complete')
    .executeTakeFirst();
}
