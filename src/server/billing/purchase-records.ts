import type { Kysely } from 'kysely';
import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import { ladderProducts, type LadderProductId } from '../../shared/ladder.ts';
import type { DB } from '../db/schema/schema.ts';
import { claimCustomersByEmail, hasUnclaimedPurchases } from './customers-repository.ts';
import { attachOrders, completedOrderKeys } from './orders-repository.ts';
import { attachSubscriptions, subscriptionsOfUser } from './subscriptions-repository.ts';
import { isVerifiedEmail } from './verified-emails-repository.ts';
import {
  deactivateSubscriptionProducts,
  grantProduct,
  type ProductGrant,
} from './user-products-repository.ts';

/** Statuses in which a subscription still gives its products. */
export const liveSubscriptionStatuses = new Set(['active', 'trialing', 'past_due']);

const ladderNames = new Map(ladderProducts.map((product) => [product.id, product.name]));

/**
 * Makes a user's ladder products match what their verified purchases grant: every
 * completed order's products, and a live subscription's products for as long as it lives.
 * Idempotent, so any event touching the user may simply call it again.
 */
export async function reconcileUserProducts(db: Kysely<DB>, userId: string): Promise<void> {
  const grants = new Map<LadderProductId, ProductGrant>();
  const add = (key: string | null, date: Date, metadata: Record<string, string>) => {
    if (!key || !isCatalogueKey(key)) return;
    for (const productId of catalogue[key].ladderProducts) {
      if (grants.has(productId)) continue;
      const productName = ladderNames.get(productId) ?? productId;
      grants.set(productId, { productId, productName, purchaseDate: date, metadata });
    }
  };
  for (const order of await completedOrderKeys(db, userId)) {
    add(order.catalogue_key, order.order_date, {
      source: 'order',
      order_id: order.id,
      catalogue_key: order.catalogue_key ?? '',
    });
  }
  for (const subscription of await subscriptionsOfUser(db, userId)) {
    if (!liveSubscriptionStatuses.has(subscription.status)) continue;
    add(subscription.catalogue_key, subscription.created_at, {
      source: 'subscription',
      subscription_id: subscription.provider_subscription_id,
      catalogue_key: subscription.catalogue_key ?? '',
    });
  }
  for (const grant of grants.values()) await grantProduct(db, userId, grant);
  await deactivateSubscriptionProducts(db, userId, [...grants.keys()]);
}

/** After customers were linked to a user: their orders and subscriptions follow. */
export async function attachCustomerPurchases(
  db: Kysely<DB>,
  { userId, customerIds, email }: { userId: string; customerIds: string[]; email?: string },
): Promise<void> {
  await attachOrders(db, { userId, customerIds, ...(email ? { email } : {}) });
  await attachSubscriptions(db, { userId, customerIds });
  await reconcileUserProducts(db, userId);
}

/**
 * An anonymous purchase belongs to the account with the buyer's e-mail once the account
 * has proved it reads that mailbox: linked when the payment event arrives if it already
 * has, or claimed here (on the proof, and on the account's billing reads). Cheap when
 * there is nothing to claim.
 */
export async function claimPurchasesForUser(
  db: Kysely<DB>,
  { userId, email }: { userId: string; email: string },
): Promise<void> {
  if (!email || !(await hasUnclaimedPurchases(db, email))) return;
  if (!(await isVerifiedEmail(db, userId, email))) return;
  await db.transaction().execute(async (trx) => {
    const customerIds = await claimCustomersByEmail(trx, { userId, email });
    await attachCustomerPurchases(trx, { userId, customerIds, email });
  });
}
