import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/** What the business took, from our own orders, subscriptions and accounts. */

export interface TimeRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface RevenueRow {
  key: string;
  orders: number;
  amount: number;
  currency: string;
}

export async function revenueByProduct(db: Kysely<DB>, range: TimeRange): Promise<RevenueRow[]> {
  return db
    .selectFrom('orders')
    .select([
      sql<string>`coalesce(catalogue_key, '')`.as('key'),
      sql<number>`count(*)::integer`.as('orders'),
      sql<number>`sum(amount_total)::bigint`.as('amount'),
      'currency',
    ])
    .where('status', '=', 'completed')
    .where('order_date', '>=', range.start)
    .where('order_date', '<', range.end)
    .groupBy([sql`coalesce(catalogue_key, '')`, 'currency'])
    .orderBy('amount', 'desc')
    .execute();
}

export async function revenueByMonth(db: Kysely<DB>, range: TimeRange): Promise<RevenueRow[]> {
  const month = sql<string>`to_char(order_date AT TIME ZONE 'UTC', 'YYYY-MM')`;
  return db
    .selectFrom('orders')
    .select([
      month.as('key'),
      sql<number>`count(*)::integer`.as('orders'),
      sql<number>`sum(amount_total)::bigint`.as('amount'),
      'currency',
    ])
    .where('status', '=', 'completed')
    .where('order_date', '>=', range.start)
    .where('order_date', '<', range.end)
    .groupBy([month, 'currency'])
    .orderBy('key')
    .execute();
}

const refundGroupings = {
  product: sql<string>`coalesce(orders.catalogue_key, '')`,
  month: sql<string>`to_char(order_refunds.refunded_at AT TIME ZONE 'UTC', 'YYYY-MM')`,
};

/**
 * Refunds made in the range (counted when made, not when the order was paid), grouped by
 * the refunded order's product or by the month the refund was made in.
 */
export async function refunds(
  db: Kysely<DB>,
  range: TimeRange,
  groupedBy: keyof typeof refundGroupings,
): Promise<RevenueRow[]> {
  const key = refundGroupings[groupedBy];
  return db
    .selectFrom('order_refunds')
    .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
    .select([
      key.as('key'),
      sql<number>`count(*)::integer`.as('orders'),
      sql<number>`sum(order_refunds.amount)::bigint`.as('amount'),
      'orders.currency',
    ])
    .where('order_refunds.refunded_at', '>=', range.start)
    .where('order_refunds.refunded_at', '<', range.end)
    .groupBy([key, 'orders.currency'])
    .execute();
}

export async function failedPayments(db: Kysely<DB>, range: TimeRange) {
  return db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)::integer`.as('orders'),
      sql<number>`coalesce(sum(amount_total), 0)::bigint`.as('amount'),
    ])
    .where('status', '=', 'failed')
    .where('order_date', '>=', range.start)
    .where('order_date', '<', range.end)
    .executeTakeFirstOrThrow();
}

/** Catalogue keys of subscriptions in the given statuses (one row per subscription). */
export async function subscriptionKeys(
  db: Kysely<DB>,
  statuses: readonly string[],
  changedIn?: TimeRange,
): Promise<(string | null)[]> {
  let query = db
    .selectFrom('subscriptions')
    .select('catalogue_key')
    .where('status', 'in', statuses);
  if (changedIn) {
    query = query
      .where('updated_at', '>=', changedIn.start)
      .where('updated_at', '<', changedIn.end);
  }
  return (await query.execute()).map((row) => row.catalogue_key);
}

export async function newAccounts(db: Kysely<DB>, range: TimeRange): Promise<number> {
  const row = await db
    .selectFrom('auth_users')
    .select(sql<number>`count(*)::integer`.as('accounts'))
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return row.accounts;
}
