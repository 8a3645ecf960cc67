import type { OrderRecord, SubscriptionRecord, UserProduct } from '../../shared/schemas/billing.ts';
import type { DashboardData } from '../../shared/schemas/dashboard.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { BillingDependencies } from './billing-services.ts';
import { hasPendingPurchases } from './purchase-claims.ts';
import { ordersForUser, userHasOrders } from './orders-repository.ts';
import { claimPurchasesForUser } from './purchase-records.ts';
import { subscriptionForUser } from './subscriptions-repository.ts';
import { listUserProducts } from './user-products-repository.ts';

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
  return rows.map(
    ({ user_id: _owner, recorded_at: _recordedAt, order_date, refunded_at, ...order }) => ({
      ...order,
      order_date: order_date.toISOString(),
      currency: order.currency.toUpperCase(),
      refunded_at: refunded_at ? new Date(refunded_at).toISOString() : null,
    }),
  );
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
