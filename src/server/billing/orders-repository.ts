import type { Insertable, Kysely } from 'kysely';
import type { OrderStatus, OrdersTable } from '../db/schema/billing-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type OrderInput = Omit<Insertable<OrdersTable>, 'id' | 'created_at' | 'updated_at'>;

/**
 * One order per payment, however many events describe it: keyed by the provider's
 * reference, merged field by field, and never moved back from completed.
 */
export async function upsertOrder(db: Kysely<DB>, order: OrderInput): Promise<StoredOrder> {
  return db
    .insertInto('orders')
    .values(order)
    .onConflict((conflict) =>
      conflict.column('provider_reference').doUpdateSet((eb) => ({
        status: eb
          .case()
          .when('orders.status', '=', 'completed')
          .then(eb.ref('orders.status'))
          .else(eb.ref('excluded.status'))
          .end(),
        checkout_session_id: eb.fn.coalesce(
          'orders.checkout_session_id',
          'excluded.checkout_session_id',
        ),
        provider_customer_id: eb.fn.coalesce(
          'orders.provider_customer_id',
          'excluded.provider_customer_id',
        ),
        provider_subscription_id: eb.fn.coalesce(
          'orders.provider_subscription_id',
          'excluded.provider_subscription_id',
        ),
        user_id: eb.fn.coalesce('orders.user_id', 'excluded.user_id'),
        email: eb.fn.coalesce('orders.email', 'excluded.email'),
        catalogue_key: eb.fn.coalesce('orders.catalogue_key', 'excluded.catalogue_key'),
        provider_price_id: eb.fn.coalesce('orders.provider_price_id', 'excluded.provider_price_id'),
        payment_intent_id: eb.fn.coalesce('orders.payment_intent_id', 'excluded.payment_intent_id'),
        amount_total: eb.ref('excluded.amount_total'),
        currency: eb.ref('excluded.currency'),
        updated_at: new Date(),
      })),
    )
    .returning([
      'id',
      'status',
      'user_id',
      'email',
      'catalogue_key',
      'amount_total',
      'currency',
      'order_date',
    ])
    .executeTakeFirstOrThrow();
}

/** An order as written: what its receipt needs. */
export interface StoredOrder {
  id: string;
  status: OrderStatus;
  user_id: string | null;
  email: string | null;
  catalogue_key: string | null;
  amount_total: number;
  currency: string;
  order_date: Date;
}

/** Hands a user the orders of customers just linked to them, and anonymous ones by e-mail. */
export async function attachOrders(
  db: Kysely<DB>,
  { userId, customerIds, email }: { userId: string; customerIds: string[]; email?: string },
): Promise<void> {
  if (customerIds.length === 0 && !email) return;
  await db
    .updateTable('orders')
    .set({ user_id: userId, updated_at: new Date() })
    .where('user_id', 'is', null)
    .where((eb) =>
      eb.or([
        ...(customerIds.length > 0 ? [eb('provider_customer_id', 'in', customerIds)] : []),
        ...(email ? [eb('email', '=', email.trim().toLowerCase())] : []),
      ]),
    )
    .execute();
}

/**
 * The user's orders with what was refunded of each: the view predates refunds, so their
 * columns come from the orders table (the view's order_id is the order's id).
 */
export async function ordersForUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('user_orders_view as view')
    .innerJoin('orders', 'orders.id', 'view.order_id')
    .selectAll('view')
    .select(['orders.amount_refunded', 'orders.refunded_at'])
    .where('view.user_id', '=', userId)
    .orderBy('view.order_date', 'desc')
    .orderBy('view.recorded_at', 'desc')
    .execute();
}

export async function completedOrderKeys(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'catalogue_key', 'order_date'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('catalogue_key', 'is not', null)
    .orderBy('order_date')
    .execute();
}

export async function userHasOrders(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The order a checkout session made; who may see it is the caller's decision. */
export async function findOrderForSession(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('orders')
    .select([
      'user_id',
      'catalogue_key',
      'status',
      'provider_subscription_id',
      'amount_total',
      'currency',
      'email',
    ])
    .where('checkout_session_id', '=', sessionId)
    .executeTakeFirst();
}
