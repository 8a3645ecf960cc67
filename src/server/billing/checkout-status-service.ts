import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import type { CheckoutStatus } from '../../shared/schemas/billing.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { BillingDependencies } from './billing-services.ts';
import { findOrderForSession } from './orders-repository.ts';
import {
  claimPurchasesForUser,
  liveSubscriptionStatuses,
  reconcileUserProducts,
} from './purchase-records.ts';
import { findStartedCheckout } from './started-checkouts-repository.ts';
import { subscriptionStatus } from './subscriptions-repository.ts';

const unknownSession: CheckoutStatus = {
  status: 'unknown',
  product_name: null,
  amount_total: null,
  currency: null,
  mode: null,
  confirmation: 'order',
  is_guest: false,
  guest_email: null,
};

type Order = NonNullable<Awaited<ReturnType<typeof findOrderForSession>>>;

const orderStatus = { completed: 'paid', pending: 'pending', failed: 'unpaid' } as const;

/**
 * Who holds the session and what it sells: our record of starting it, else (a session
 * started before that record existed) the order its payment event made.
 */
async function sessionFacts(deps: BillingDependencies, sessionId: string, order?: Order) {
  const started = await findStartedCheckout(deps.db, sessionId);
  if (started) {
    const key = isCatalogueKey(started.catalogue_key) ? started.catalogue_key : undefined;
    return { ownerId: started.user_id, key, ...started };
  }
  if (!order) return undefined;
  const key = await deps.priceBook.keyFor(order.catalogue_key);
  return {
    ownerId: order.user_id,
    key,
    mode: key ? catalogue[key].mode : null,
    amount_total: order.amount_total,
    currency: order.currency,
  };
}

async function confirmationFor(deps: BillingDependencies, order: Order, isSubscription: boolean) {
  if (!isSubscription || !order.provider_subscription_id) return 'order' as const;
  const status = await subscriptionStatus(deps.db, order.provider_subscription_id);
  return liveSubscriptionStatuses.has(status ?? '')
    ? ('subscription' as const)
    : ('order' as const);
}

/**
 * The success page's question, answered from verified records: paid only once the
 * provider's signed event is stored. A guest's session is visible to whoever holds its
 * id (as on the provider's own pages); a signed-in buyer's only to them. Anything else
 * is `unknown`, exactly like an id that never existed.
 */
export async function readCheckoutStatus(
  deps: BillingDependencies,
  { sessionId, user }: { sessionId: string; user: AuthenticatedUser | undefined },
): Promise<CheckoutStatus> {
  if (user) {
    // The spec's resolution records the purchase for the user as the page shows it.
    await claimPurchasesForUser(deps.db, { userId: user.id, email: user.email });
    await reconcileUserProducts(deps.db, user.id);
  }
  const order = await findOrderForSession(deps.db, sessionId);
  const facts = await sessionFacts(deps, sessionId, order);
  if (!facts) return unknownSession;
  const isGuest = facts.ownerId === null;
  if (!isGuest && facts.ownerId !== user?.id) return unknownSession;

  const status = order ? orderStatus[order.status] : await providerStatus(deps, sessionId);
  if (status === 'unknown') return unknownSession;
  const isSubscription = facts.mode === 'subscription';
  return {
    status,
    product_name: facts.key ? catalogue[facts.key].name : null,
    amount_total: order?.amount_total ?? facts.amount_total,
    currency: (order?.currency ?? facts.currency).toUpperCase(),
    mode: facts.mode,
    confirmation:
      status === 'paid' && order ? await confirmationFor(deps, order, isSubscription) : 'order',
    is_guest: isGuest,
    guest_email: isGuest && status === 'paid' ? (order?.email ?? null) : null,
  };
}

/** No payment event yet: the provider says whether the buyer paid (the event follows). */
async function providerStatus(deps: BillingDependencies, sessionId: string) {
  const state = await deps.provider.retrieveCheckoutState(sessionId);
  if (state === undefined) return 'unknown' as const;
  return state === 'complete' ? ('pending' as const) : ('unpaid' as const);
}
