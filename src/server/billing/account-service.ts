import { catalogue } from '../../shared/catalogue.ts';
import type {
  CheckoutResolution,
  OrderRecord,
  SubscriptionRecord,
  UserProduct,
} from '../../shared/schemas/billing.ts';
import type { DashboardData } from '../../shared/schemas/dashboard.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { BillingDependencies } from './billing-services.ts';
import { hasPendingPurchases } from './purchase-claims.ts';
import { findOrderForSession, ordersForUser, userHasOrders } from './orders-repository.ts';
import {
  claimPurchasesForUser,
  liveSubscriptionStatuses,
  reconcileUserProducts,
} from './purchase-records.ts';
import { subscriptionForUser, subscriptionStatus } from './subscriptions-repository.ts';
import { listUserProducts } from './user-products-repository.ts';
import { findCompletedCheckoutPrice } from './webhook-events-repository.ts';

/** Every billing read first claims anonymous purchases made with the user's e-mail. */
const claim = (deps: BillingDependencies, user: AuthenticatedUser) =>
  claimPurchasesForUser(deps.db, { userId: user.id, email: user.email });

export async function readSubscription(
  deps: BillingDependencies,
  user: AuthenticatedUser,
): Promise<SubscriptionRecord | null> {
  await claim(deps, user);
  return subscriptionOf(deps, user.id);
}

async function subscriptionOf(
  deps: BillingDependencies,
  userId: string,
): Promise<SubscriptionRecord | null> {
  const row = await subscriptionForUser(deps.db, userId);
  if (!row) return null;
  const { user_id: _owner, ...record } = row;
  return {
    ...record,
    current_period_end:
      record.current_period_end === null ? null : Math.round(record.current_period_end),
  };
}

export async function readOrders(
  deps: BillingDependencies,
  user: AuthenticatedUser,
): Promise<OrderRecord[]> {
  await claim(deps, user);
  const rows = await ordersForUser(deps.db, user.id);
  return rows.map(({ user_id: _owner, recorded_at: _recordedAt, order_date, ...order }) => ({
    ...order,
    order_date: order_date.toISOString(),
    currency: order.currency.toUpperCase(),
  }));
}

export async function readUserProducts(
  deps: BillingDependencies,
  user: AuthenticatedUser,
): Promise<UserProduct[]> {
  await claim(deps, user);
  return productsOf(deps, user.id);
}

async function productsOf(deps: BillingDependencies, userId: string): Promise<UserProduct[]> {
  const rows = await listUserProducts(deps.db, userId);
  return rows.map((row) => ({ ...row, purchase_date: row.purchase_date.toISOString() }));
}

/**
 * The dashboard's one read: the products, orders and subscription it derives from, and
 * whether purchases made before sign-up wait for the mailbox proof.
 */
export async function readDashboard(
  deps: BillingDependencies,
  user: AuthenticatedUser,
): Promise<DashboardData> {
  await claim(deps, user);
  const [products, hasOrders, subscription, pendingPurchases] = await Promise.all([
    productsOf(deps, user.id),
    userHasOrders(deps.db, user.id),
    subscriptionOf(deps, user.id),
    hasPendingPurchases(deps.db, user),
  ]);
  return { email: user.email, products, hasOrders, subscription, pendingPurchases };
}

const nameOf = (deps: BillingDependencies, priceId: string | null | undefined) => {
  const key = deps.priceBook.keyFor(priceId);
  return key ? { key, name: catalogue[key].name } : undefined;
};

/**
 * What /checkout/success shows, decided from verified records only (spec section 4):
 * the session's completed event names the product; a subscription purchase whose
 * subscription is live gets the subscription box, anything else the order box. Until
 * the event has arrived the answer is `processing` and the page asks again. The session
 * id is the buyer's proof, as on Stripe's own success pages: it reveals the product name
 * and nothing else.
 */
export async function resolveCheckout(
  deps: BillingDependencies,
  { sessionId, user }: { sessionId: string | undefined; user: AuthenticatedUser | undefined },
): Promise<CheckoutResolution> {
  if (user) {
    await claim(deps, user);
    await reconcileUserProducts(deps.db, user.id);
  }
  if (sessionId) {
    const [priceId, order] = await Promise.all([
      findCompletedCheckoutPrice(deps.db, sessionId),
      findOrderForSession(deps.db, sessionId),
    ]);
    if (!priceId && !order)
      return { status: 'processing', product_name: null, confirmation: 'order' };
    const product = nameOf(deps, priceId ?? order?.catalogue_key);
    const isSubscription = product ? catalogue[product.key].mode === 'subscription' : false;
    const status = order?.provider_subscription_id
      ? await subscriptionStatus(deps.db, order.provider_subscription_id)
      : undefined;
    const isLive = isSubscription && liveSubscriptionStatuses.has(status ?? '');
    return {
      status: 'complete',
      product_name: product?.name ?? null,
      confirmation: isLive ? 'subscription' : 'order',
    };
  }
  // No session: the spec's fallback, the user's own active subscription, else "your purchase".
  if (user) {
    const subscription = await subscriptionForUser(deps.db, user.id);
    const product = nameOf(deps, subscription?.price_id);
    if (subscription?.subscription_status === 'active' && product) {
      return { status: 'complete', product_name: product.name, confirmation: 'subscription' };
    }
  }
  return { status: 'complete', product_name: null, confirmation: 'order' };
}
