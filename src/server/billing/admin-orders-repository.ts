import type { Kysely } from 'kysely';
import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import type { AdminOrder } from '../../shared/schemas/billing.ts';
import type { DB } from '../db/schema/schema.ts';

/** The newest orders first, with the buyer's address from the order or their account. */
export async function listRecentOrders(
  db: Kysely<DB>,
  limit: number,
  hasLocalProvider: boolean,
): Promise<AdminOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('auth_users', 'auth_users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.order_date',
      'orders.email',
      'auth_users.email as account_email',
      'orders.catalogue_key',
      'orders.status',
      'orders.amount_total',
      'orders.amount_refunded',
      'orders.currency',
      'orders.payment_intent_id',
    ])
    .orderBy('orders.order_date', 'desc')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...refundability(row, hasLocalProvider),
    id: row.id,
    orderDate: new Date(row.order_date).toISOString(),
    email: row.email ?? row.account_email ?? null,
    productName:
      row.catalogue_key && isCatalogueKey(row.catalogue_key)
        ? catalogue[row.catalogue_key].name
        : null,
    status: row.status,
    amountTotal: row.amount_total,
    amountRefunded: row.amount_refunded,
    currency: row.currency,
  }));
}

/** Plan payments: the admin saw no Refund button on them and nothing said why. */
export const planPaymentRefundNote =
  'Plan payment: the built-in provider cannot refund subscription invoices. Cancel the plan in the billing portal to stop further payments.';

/**
 * Whether the local provider can pay an order back, and if not (for a completed order with
 * money left) why. With Stripe the section's description says refunds are made there.
 */
function refundability(
  row: {
    status: string;
    payment_intent_id: string | null;
    amount_refunded: number;
    amount_total: number;
  },
  hasLocalProvider: boolean,
): { isRefundable: boolean; refundNote: string | null } {
  const hasMoneyLeft = row.status === 'completed' && row.amount_refunded < row.amount_total;
  if (!hasLocalProvider || !hasMoneyLeft) return { isRefundable: false, refundNote: null };
  if (row.payment_intent_id === null)
    return { isRefundable: false, refundNote: planPaymentRefundNote };
  return { isRefundable: true, refundNote: null };
}

/** What a refund needs to know of one order, or undefined when there is none. */
export async function findOrderForRefund(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_intent_id', 'amount_total', 'amount_refunded', 'refunded_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
