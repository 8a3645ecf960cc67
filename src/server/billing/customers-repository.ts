import type { Kysely } from 'kysely';
import type { BillingProviderName } from '../db/schema/billing-schema.ts';
import type { DB } from '../db/schema/schema.ts';

/** The provider's customers, and which account each belongs to. */

export async function findCustomerForUser(
  db: Kysely<DB>,
  { provider, userId }: { provider: BillingProviderName; userId: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('provider_customer_id')
    .where('provider', '=', provider)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.provider_customer_id;
}

/** The customer of a user's live subscription first (the one the portal should manage). */
export async function findPortalCustomerForUser(
  db: Kysely<DB>,
  { provider, userId }: { provider: BillingProviderName; userId: string },
): Promise<string | undefined> {
  const subscription = await db
    .selectFrom('subscriptions')
    .innerJoin(
      'billing_customers',
      'billing_customers.provider_customer_id',
      'subscriptions.provider_customer_id',
    )
    .select('subscriptions.provider_customer_id')
    .where('subscriptions.user_id', '=', userId)
    .where('billing_customers.provider', '=', provider)
    .orderBy('subscriptions.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return subscription?.provider_customer_id ?? findCustomerForUser(db, { provider, userId });
}

export interface CustomerLink {
  provider: BillingProviderName;
  providerCustomerId: string;
  email: string | null;
  userId: string | null;
}

/**
 * Records a customer seen in an event. A customer keeps the first account it was linked
 * to; returns the account it now belongs to, if any.
 */
export async function linkCustomer(db: Kysely<DB>, link: CustomerLink): Promise<string | null> {
  const row = await db
    .insertInto('billing_customers')
    .values({
      provider: link.provider,
      provider_customer_id: link.providerCustomerId,
      email: link.email?.trim().toLowerCase() || null,
      user_id: link.userId,
    })
    .onConflict((conflict) =>
      conflict.column('provider_customer_id').doUpdateSet((eb) => ({
        user_id: eb.fn.coalesce('billing_customers.user_id', 'excluded.user_id'),
        email: eb.fn.coalesce('billing_customers.email', 'excluded.email'),
        updated_at: new Date(),
      })),
    )
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** Gives an account the anonymous customers that bought with its e-mail; returns their ids. */
export async function claimCustomersByEmail(
  db: Kysely<DB>,
  { userId, email }: { userId: string; email: string },
): Promise<string[]> {
  const rows = await db
    .updateTable('billing_customers')
    .set({ user_id: userId, updated_at: new Date() })
    .where('user_id', 'is', null)
    .where('email', '=', email.trim().toLowerCase())
    .returning('provider_customer_id')
    .execute();
  return rows.map((row) => row.provider_customer_id);
}

export async function hasUnclaimedPurchases(db: Kysely<DB>, email: string): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  const customer = await db
    .selectFrom('billing_customers')
    .select('id')
    .where('user_id', 'is', null)
    .where('email', '=', normalised)
    .limit(1)
    .executeTakeFirst();
  if (customer) return true;
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', 'is', null)
    .where('email', '=', normalised)
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}

export async function userExists(db: Kysely<DB>, userId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const row = await db
    .selectFrom('auth_users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userIdForCustomer(
  db: Kysely<DB>,
  providerCustomerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('provider_customer_id', '=', providerCustomerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The e-mail a provider's customer was recorded with, if any. */
export async function customerEmail(
  db: Kysely<DB>,
  providerCustomerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('email')
    .where('provider_customer_id', '=', providerCustomerId)
    .executeTakeFirst();
  return row?.email ?? null;
}
