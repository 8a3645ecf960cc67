import { amountNow } from '../../../shared/catalogue-live.ts';
import { loadCatalogueItem } from '../../catalogue/catalogue-service.ts';
import type { Kysely } from 'kysely';
import {
  catalogue,
  catalogueKeys,
  isCatalogueKey,
  type CatalogueKey,
} from '../../../shared/catalogue.ts';
import { productCards } from '../../../shared/marketing/product-cards.ts';
import type { DB } from '../../db/schema/schema.ts';
import { checkTestCard } from './local-cards.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import { localEvent, subscriptionObject } from './local-events.ts';
import { localIds } from './local-ids.ts';
import {
  findLocalCustomer,
  findLocalSubscription,
  findPaymentMethod,
  findPortalSession,
  insertPaymentMethod,
  subscriptionsOfCustomer,
  updateLocalSubscription,
  type LocalSubscription,
} from './local-provider-repository.ts';

export const portalMessages = {
  expired:
    'This billing portal link has expired. Return to your account and open the portal again.',
  cardUpdated: 'Your card was updated.',
  canceled: 'Your subscription will be cancelled at the end of the current period.',
  renewed: 'Your subscription will renew as usual.',
  planChanged: 'Your plan was changed. The new price applies from your next renewal.',
  paymentPlanFixed:
    'A payment plan runs to its last payment: it cannot be cancelled or switched to another plan before then.',
} as const;

/**
 * A payment plan (the launch in three payments) is one purchase paid in parts: it ends by
 * itself after its last payment, and cancelling or switching it before then would leave
 * the rest unpaid (an audit finding: up to $3,300).
 */
export function isPaymentPlan(priceId: string): boolean {
  return isCatalogueKey(priceId) && Boolean(catalogue[priceId].installments);
}

/**
 * The plans a subscriber may switch between: the subscription plans /products sells. A
 * switch takes effect at once (access, badge and dashboard follow the webhook) and
 * prorates nothing: the current period keeps its end date and the next renewal charges
 * the new plan's price for the new plan's period (docs/decisions/2026-11-24-plan-change.md).
 */
export const switchablePlanKeys: readonly CatalogueKey[] = catalogueKeys.filter(
  (key) =>
    catalogue[key].mode === 'subscription' &&
    !catalogue[key].installments &&
    // Offered before: plans no page sells (SIGNAL Pro, the launch's instalments).
    productCards.some((card) => card.catalogueKey === key),
);

export interface PortalView {
  sessionId: string;
  returnUrl: string;
  email: string | null;
  card: { brand: string; last4: string } | undefined;
  subscriptions: LocalSubscription[];
}

/** The portal's contents, or undefined when the link is unknown or expired. */
export async function loadPortal(
  db: Kysely<DB>,
  sessionId: string,
): Promise<PortalView | undefined> {
  const session = await findPortalSession(db, sessionId);
  if (!session || session.expires_at < new Date()) return undefined;
  const customer = await findLocalCustomer(db, session.customer_id);
  return {
    sessionId,
    returnUrl: session.return_url,
    email: customer?.email ?? null,
    card: await findPaymentMethod(db, customer?.default_payment_method_id ?? null),
    subscriptions: await subscriptionsOfCustomer(db, session.customer_id),
  };
}

export type PortalOutcome =
  { kind: 'done'; notice: string } | { kind: 'rejected'; message: string };

async function announce(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  ids: string[],
): Promise<void> {
  const events = [];
  for (const id of ids) {
    const subscription = await findLocalSubscription(db, id);
    if (subscription)
      events.push(localEvent('customer.subscription.updated', subscriptionObject(subscription)));
  }
  await delivery.send(events);
}

/** Replaces the customer's card, on the customer and on their live subscriptions. */
export async function updatePortalCard(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  portal: PortalView,
  cardNumber: string,
): Promise<PortalOutcome> {
  const card = checkTestCard(cardNumber);
  if (card.outcome !== 'approved') return { kind: 'rejected', message: card.message };
  const session = await findPortalSession(db, portal.sessionId);
  if (!session) return { kind: 'rejected', message: portalMessages.expired };
  const paymentMethodId = localIds.paymentMethod();
  const live = portal.subscriptions.filter((subscription) => subscription.status !== 'canceled');
  await db.transaction().execute(async (trx) => {
    await insertPaymentMethod(trx, {
      id: paymentMethodId,
      customerId: session.customer_id,
      brand: card.brand,
      last4: card.last4,
    });
    for (const subscription of live) {
      await updateLocalSubscription(trx, subscription.id, {
        defaultPaymentMethodId: paymentMethodId,
      });
    }
  });
  await announce(
    db,
    delivery,
    live.map((subscription) => subscription.id),
  );
  return { kind: 'done', notice: portalMessages.cardUpdated };
}

/** Cancels at the end of the period (Stripe's portal default), or takes that back. */
export async function setPortalCancellation(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  portal: PortalView,
  subscriptionId: string,
  cancelAtPeriodEnd: boolean,
): Promise<PortalOutcome | undefined> {
  const subscription = portal.subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (!subscription || subscription.status === 'canceled') return undefined;
  if (isPaymentPlan(subscription.price_id)) {
    return { kind: 'rejected', message: portalMessages.paymentPlanFixed };
  }
  await updateLocalSubscription(db, subscription.id, { cancelAtPeriodEnd });
  await announce(db, delivery, [subscription.id]);
  return {
    kind: 'done',
    notice: cancelAtPeriodEnd ? portalMessages.canceled : portalMessages.renewed,
  };
}

/** Switches a live subscription to another catalogue plan (see `switchablePlanKeys`). */
export async function changePortalPlan(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  portal: PortalView,
  subscriptionId: string,
  plan: string,
): Promise<PortalOutcome | undefined> {
  const subscription = portal.subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (!subscription || subscription.status === 'canceled') return undefined;
  if (isPaymentPlan(subscription.price_id)) {
    return { kind: 'rejected', message: portalMessages.paymentPlanFixed };
  }
  if (!switchablePlanKeys.some((candidate) => candidate === subscription.price_id))
    return { kind: 'rejected', message: 'This plan cannot be changed here.' };
  const key = switchablePlanKeys.find((candidate) => candidate === plan);
  if (!key) return { kind: 'rejected', message: 'Choose one of the plans listed.' };
  if (key === subscription.price_id)
    return { kind: 'rejected', message: 'You are on that plan already.' };
  // The new plan renews at its price now, as a Stripe switch moves to the plan's live price.
  const amount = amountNow(await loadCatalogueItem(db, key), new Date());
  await updateLocalSubscription(db, subscription.id, { priceId: key, amount });
  await announce(db, delivery, [subscription.id]);
  return { kind: 'done', notice: portalMessages.planChanged };
}
