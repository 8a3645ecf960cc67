import type { Kysely } from 'kysely';
import type { UserSubscriptionView } from '../db/schema/billing-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export interface SubscriptionState {
  providerSubscriptionId: string;
  providerCustomerId: string;
  userId: string | null;
  catalogueKey: string | null;
  providerPriceId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: { brand: string; last4: string } | null;
  /** When this state was true at the provider. */
  observedAt: Date;
}

/**
 * Writes a subscription's state unless a newer observation is already stored, so a late
 * or redelivered event can never move a subscription backwards.
 */
export async function upsertSubscription(db: Kysely<DB>, state: SubscriptionState): Promise<void> {
  const values = {
    provider_subscription_id: state.providerSubscriptionId,
    provider_customer_id: state.providerCustomerId,
    user_id: state.userId,
    catalogue_key: state.catalogueKey,
    provider_price_id: state.providerPriceId,
    status: state.status,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    payment_method_brand: state.paymentMethod?.brand ?? null,
    payment_method_last4: state.paymentMethod?.last4 ?? null,
    observed_at: state.observedAt,
  };
  await db
    .insertInto('subscriptions')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('provider_subscription_id')
        .doUpdateSet((eb) => ({
          user_id: eb.fn.coalesce('subscriptions.user_id', 'excluded.user_id'),
          catalogue_key: eb.fn.coalesce('excluded.catalogue_key', 'subscriptions.catalogue_key'),
          provider_price_id: eb.ref('excluded.provider_price_id'),
          status: eb.ref('excluded.status'),
          current_period_end: eb.ref('excluded.current_period_end'),
          cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
          payment_method_brand: eb.fn.coalesce(
            'excluded.payment_method_brand',
            'subscriptions.payment_method_brand',
          ),
          payment_method_last4: eb.fn.coalesce(
            'excluded.payment_method_last4',
            'subscriptions.payment_method_last4',
          ),
          observed_at: eb.ref('excluded.observed_at'),
          updated_at: new Date(),
        }))
        .where('subscriptions.observed_at', '<=', (eb) => eb.ref('excluded.observed_at')),
    )
    .execute();
}

export async function attachSubscriptions(
  db: Kysely<DB>,
  { userId, customerIds }: { userId: string; customerIds: string[] },
): Promise<void> {
  if (customerIds.length === 0) return;
  await db
    .updateTable('subscriptions')
    .set({ user_id: userId, updated_at: new Date() })
    .where('user_id', 'is', null)
    .where('provider_customer_id', 'in', customerIds)
    .execute();
}

export async function subscriptionForUser(
  db: Kysely<DB>,
  userId: string,
): Promise<UserSubscriptionView | undefined> {
  return db
    .selectFrom('user_subscription_view')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function subscriptionsOfUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['provider_subscription_id', 'catalogue_key', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
}

export async function subscriptionOwner(
  db: Kysely<DB>,
  providerSubscriptionId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function subscriptionStatus(
  db: Kysely<DB>,
  providerSubscriptionId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
  return row?.status;
}
