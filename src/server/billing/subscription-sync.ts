import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { subscriptionPeriodEnd, type SubscriptionObject } from './billing-events.ts';
import { userIdForCustomer } from './customers-repository.ts';
import type { PriceBook } from './price-book.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { reconcileUserProducts } from './purchase-records.ts';
import {
  subscriptionOwner,
  upsertSubscription,
  type SubscriptionState,
} from './subscriptions-repository.ts';

export interface BillingContext {
  provider: PaymentProvider;
  priceBook: PriceBook;
  /** Receipts and notices are queued in the transaction that records the payment. */
  mailer: Mailer;
  /**
   * Run in the transaction that records a completed one-time payment, after its order is
   * stored (a paid booking is confirmed there). Each must be idempotent: Stripe may send
   * `completed` and `async_payment_succeeded` for one session.
   */
  paidCheckoutListeners?: readonly PaidCheckoutListener[];
}

export type PaidCheckoutListener = (db: Kysely<DB>, checkoutSessionId: string) => Promise<void>;

/**
 * A subscription's state for storing. Read back from the provider whenever it can be
 * (the current truth, whatever order events arrive in); the event's own copy is the
 * fallback, dated by the event, so the stored-state guard still orders it correctly.
 */
export async function observeSubscription(
  context: BillingContext,
  id: string,
  fromEvent?: { object: SubscriptionObject; created: number },
): Promise<Omit<SubscriptionState, 'userId'> | undefined> {
  const observedAt = new Date();
  const snapshot = await context.provider.retrieveSubscription(id);
  if (snapshot) {
    return {
      providerSubscriptionId: snapshot.id,
      providerCustomerId: snapshot.customerId,
      catalogueKey: (await context.priceBook.keyFor(snapshot.priceId)) ?? null,
      providerPriceId: snapshot.priceId,
      status: snapshot.status,
      currentPeriodEnd:
        snapshot.currentPeriodEnd === null ? null : new Date(snapshot.currentPeriodEnd * 1000),
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      paymentMethod: snapshot.paymentMethod,
      observedAt,
    };
  }
  if (!fromEvent) return undefined;
  const { object } = fromEvent;
  const priceId = object.items.data[0]?.price?.id ?? null;
  const periodEnd = subscriptionPeriodEnd(object);
  const card =
    typeof object.default_payment_method === 'object' ? object.default_payment_method?.card : null;
  return {
    providerSubscriptionId: object.id,
    providerCustomerId: object.customer,
    catalogueKey: (await context.priceBook.keyFor(priceId)) ?? null,
    providerPriceId: priceId,
    status: object.status,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
    cancelAtPeriodEnd: object.cancel_at_period_end,
    paymentMethod: card ? { brand: card.brand, last4: card.last4 } : null,
    observedAt: new Date(fromEvent.created * 1000),
  };
}

/** Stores the observed state and brings the owner's products in line with it. */
export async function applySubscription(
  db: Kysely<DB>,
  state: Omit<SubscriptionState, 'userId'>,
): Promise<void> {
  const customerOwner = await userIdForCustomer(db, state.providerCustomerId);
  await upsertSubscription(db, { ...state, userId: customerOwner });
  const owner = (await subscriptionOwner(db, state.providerSubscriptionId)) ?? customerOwner;
  if (owner) await reconcileUserProducts(db, owner);
}
