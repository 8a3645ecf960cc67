import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type {
  LocalBillingCheckoutSessionsTable,
  LocalBillingSubscriptionsTable,
} from '../../db/schema/billing-schema.ts';
import type { DB } from '../../db/schema/schema.ts';

/** SQL of the local provider's own records (what Stripe would keep in its account). */

export type LocalCheckoutSession = Selectable<LocalBillingCheckoutSessionsTable>;
export type LocalSubscription = Selectable<LocalBillingSubscriptionsTable>;

export async function insertLocalCustomer(
  db: Kysely<DB>,
  customer: { id: string; email: string | null; userId: string | null },
): Promise<void> {
  await db
    .insertInto('local_billing_customers')
    .values({ id: customer.id, email: customer.email, user_id: customer.userId })
    .execute();
}

export async function findLocalCustomer(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('local_billing_customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCheckoutSession(
  db: Kysely<DB>,
  session: Insertable<LocalBillingCheckoutSessionsTable>,
): Promise<void> {
  await db.insertInto('local_billing_checkout_sessions').values(session).execute();
}

export async function findCheckoutSession(
  db: Kysely<DB>,
  id: string,
): Promise<LocalCheckoutSession | undefined> {
  return db
    .selectFrom('local_billing_checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Completes an open session; false if it was already completed (a double submit). */
export async function completeCheckoutSession(
  db: Kysely<DB>,
  id: string,
  fields: {
    customerId: string;
    customerEmail: string | null;
    subscriptionId: string | null;
    invoiceId: string | null;
    paymentIntentId: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('local_billing_checkout_sessions')
    .set({
      status: 'complete',
      customer_id: fields.customerId,
      customer_email: fields.customerEmail,
      subscription_id: fields.subscriptionId,
      invoice_id: fields.invoiceId,
      payment_intent_id: fields.paymentIntentId,
      completed_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertPaymentMethod(
  db: Kysely<DB>,
  method: { id: string; customerId: string; brand: string; last4: string },
): Promise<void> {
  await db
    .insertInto('local_billing_payment_methods')
    .values({
      id: method.id,
      customer_id: method.customerId,
      brand: method.brand,
      last4: method.last4,
    })
    .execute();
  await db
    .updateTable('local_billing_customers')
    .set({ default_payment_method_id: method.id })
    .where('id', '=', method.customerId)
    .execute();
}

export async function findPaymentMethod(db: Kysely<DB>, id: string | null) {
  if (!id) return undefined;
  return db
    .selectFrom('local_billing_payment_methods')
    .select(['id', 'brand', 'last4'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertLocalSubscription(
  db: Kysely<DB>,
  subscription: Insertable<LocalBillingSubscriptionsTable>,
): Promise<void> {
  await db.insertInto('local_billing_subscriptions').values(subscription).execute();
}

export async function findLocalSubscription(
  db: Kysely<DB>,
  id: string,
): Promise<LocalSubscription | undefined> {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function subscriptionsOfCustomer(
  db: Kysely<DB>,
  customerId: string,
): Promise<LocalSubscription[]> {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function updateLocalSubscription(
  db: Kysely<DB>,
  id: string,
  fields: {
    cancelAtPeriodEnd?: boolean;
    defaultPaymentMethodId?: string;
    priceId?: string;
    amount?: number;
  },
): Promise<void> {
  await db
    .updateTable('local_billing_subscriptions')
    .set({
      ...(fields.priceId === undefined ? {} : { price_id: fields.priceId }),
      ...(fields.amount === undefined ? {} : { amount: fields.amount }),
      ...(fields.cancelAtPeriodEnd === undefined
        ? {}
        : {
            cancel_at_period_end: fields.cancelAtPeriodEnd,
            canceled_at: fields.cancelAtPeriodEnd ? new Date() : null,
          }),
      ...(fields.defaultPaymentMethodId === undefined
        ? {}
        : { default_payment_method_id: fields.defaultPaymentMethodId }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertPortalSession(
  db: Kysely<DB>,
  session: { id: string; customerId: string; returnUrl: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('local_billing_portal_sessions')
    .values({
      id: session.id,
      customer_id: session.customerId,
      return_url: session.returnUrl,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findPortalSession(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('local_billing_portal_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertLocalEvent(
  db: Kysely<DB>,
  event: { id: string; type: string; payload: string },
): Promise<void> {
  await db.insertInto('local_billing_events').values(event).execute();
}

export async function undeliveredLocalEvents(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('local_billing_events')
    .select(['id', 'payload'])
    .where('delivered_at', 'is', null)
    .orderBy('sequence')
    .limit(limit)
    .execute();
}

export async function markLocalEventDelivered(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('local_billing_events')
    .set({ delivered_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Subscriptions whose period or scheduled end has passed, oldest period first. */
export function dueLocalSubscriptions(
  db: Kysely<DB>,
  now: Date,
  limit: number,
): Promise<LocalSubscription[]> {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('status', '<>', 'canceled')
    .where((where) =>
      where.or([where('current_period_end', '<=', now), where('cancel_at', '<=', now)]),
    )
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

/**
 * Moves a subscription to its new period, or ends it, only if it is still as `seen` (same
 * period end and status): false when another server got there first.
 */
export async function advanceLocalSubscription(
  db: Kysely<DB>,
  seen: LocalSubscription,
  next: { start: Date; end: Date; endedAt: Date | undefined },
): Promise<boolean> {
  const { endedAt } = next;
  const updated = await db
    .updateTable('local_billing_subscriptions')
    .set({
      current_period_start: next.start,
      current_period_end: next.end,
      ...(endedAt
        ? {
            status: 'canceled',
            ended_at: endedAt,
            canceled_at: sql<Date>`coalesce(canceled_at, ${endedAt})`,
          }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', seen.id)
    .where('current_period_end', '=', seen.current_period_end)
    .where('status', '=', seen.status)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Sets a payment plan's end once: the first end set stands. */
export async function scheduleLocalSubscriptionEnd(
  db: Kysely<DB>,
  id: string,
  endsAt: Date,
): Promise<void> {
  await db
    .updateTable('local_billing_subscriptions')
    .set({ cancel_at: endsAt, updated_at: new Date() })
    .where('id', '=', id)
    .where('cancel_at', 'is', null)
    .execute();
}

/** The card a paid checkout used: its customer's card at the time (the one just added). */
export async function findPaymentCard(db: Kysely<DB>, paymentIntentId: string) {
  return db
    .selectFrom('local_billing_checkout_sessions as session')
    .innerJoin('local_billing_customers as customer', 'customer.id', 'session.customer_id')
    .innerJoin(
      'local_billing_payment_methods as method',
      'method.id',
      'customer.default_payment_method_id',
    )
    .select(['method.brand', 'method.last4'])
    .where('session.payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
}
