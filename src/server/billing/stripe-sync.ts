import type Stripe from 'stripe';
import { seedCatalogue, type LiveCatalogue } from '../../shared/catalogue-live.ts';
import {
  catalogue,
  catalogueKeys,
  type CatalogueItem,
  type CatalogueKey,
} from '../../shared/catalogue.ts';
import { createStripeClient } from './providers/stripe-provider.ts';
import { stripePortalEnvName, stripePriceEnvName } from '../stripe-config.ts';
import { syncStoredCatalogue, type StoredPrices } from './stripe-sync-stored.ts';

/**
 * `npm run stripe:sync`: makes a Stripe account sell the catalogue. Each item becomes a
 * product with a fixed id (studio_<key>), named and described as the studio's catalogue
 * names it, with a price at its seed amount found by its lookup key (studio_<key>): the
 * STRIPE_PRICE_* ids the server is configured with. A price whose amount or billing
 * period no longer matches the seed is replaced, the lookup key moving to the new one.
 * Prices the studio changed in admin are synced from the database (stripe-sync-stored.ts).
 * Safe to run again: it changes nothing that already matches.
 */

export const lookupKeyFor = (key: CatalogueKey) => `studio_${key}`;
const productIdFor = (key: CatalogueKey) => `studio_${key}`;

function priceMatches(price: Stripe.Price, item: CatalogueItem): boolean {
  const interval = item.interval;
  return (
    price.unit_amount === item.amount &&
    price.currency === item.currency &&
    (interval
      ? price.recurring?.interval === interval.unit &&
        price.recurring.interval_count === interval.count
      : price.recurring === null)
  );
}

async function ensureProduct(
  stripe: Stripe,
  item: Pick<CatalogueItem, 'key' | 'name' | 'description'>,
): Promise<string> {
  const id = productIdFor(item.key);
  try {
    const product = await stripe.products.retrieve(id);
    if (product.name !== item.name || product.description !== item.description || !product.active) {
      await stripe.products.update(id, {
        name: item.name,
        description: item.description,
        active: true,
      });
    }
    return id;
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
  await stripe.products.create({
    id,
    name: item.name,
    description: item.description,
    metadata: { catalogue_key: item.key },
  });
  return id;
}

export interface SyncedPrice {
  key: CatalogueKey;
  priceId: string;
  action: 'kept' | 'created';
}

/** `named` names the product (the stored item); `item` is the seed the lookup-key price sells. */
async function ensurePrice(
  stripe: Stripe,
  item: CatalogueItem,
  named: Pick<CatalogueItem, 'key' | 'name' | 'description'>,
): Promise<SyncedPrice> {
  const product = await ensureProduct(stripe, named);
  const lookupKey = lookupKeyFor(item.key);
  const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const current = existing.data[0];
  if (current && priceMatches(current, item))
    return { key: item.key, priceId: current.id, action: 'kept' };
  const created = await stripe.prices.create({
    product,
    currency: item.currency,
    unit_amount: item.amount,
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    nickname: item.name,
    metadata: { catalogue_key: item.key },
    ...(item.interval
      ? { recurring: { interval: item.interval.unit, interval_count: item.interval.count } }
      : {}),
  });
  if (current) await stripe.prices.update(current.id, { active: false });
  return { key: item.key, priceId: created.id, action: 'created' };
}

/** The seed prices, on products named as `stored` names them (the seed, without a database). */
export async function syncStripeCatalogue(
  stripe: Stripe,
  stored: LiveCatalogue = seedCatalogue(),
): Promise<SyncedPrice[]> {
  const synced: SyncedPrice[] = [];
  for (const key of catalogueKeys) {
    synced.push(await ensurePrice(stripe, catalogue[key], stored[key]));
  }
  return synced;
}

/** Marks the billing portal configuration this tool manages. */
const portalMarker = { studio_catalogue: 'true' };

export interface SyncedPortal {
  configurationId: string;
  action: 'kept' | 'created' | 'updated';
}

/**
 * The customer portal configuration: cancel at period end, update the card, see
 * invoices, and switch between the catalogue's subscription plans, as the local portal
 * does. A switch prorates nothing (`proration_behavior: none`; see
 * docs/decisions/2026-11-24-plan-change.md). Found again by its metadata, and updated
 * only when its plan list no longer matches the synced prices.
 */
export async function ensurePortalConfiguration(
  stripe: Stripe,
  synced: readonly Pick<SyncedPrice, 'key' | 'priceId'>[],
): Promise<SyncedPortal> {
  const plans = synced
    // A payment plan is never a plan to switch to or from (it runs to its last payment).
    .filter((price) => catalogue[price.key].mode === 'subscription')
    .filter((price) => !catalogue[price.key].installments)
    .map((price) => ({ product: productIdFor(price.key), prices: [price.priceId] }));
  const features: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true },
    subscription_cancel: { enabled: true, mode: 'at_period_end' },
    subscription_update: {
      enabled: true,
      default_allowed_updates: ['price'],
      proration_behavior: 'none',
      products: plans,
    },
  };
  const existing = (await stripe.billingPortal.configurations.list({ limit: 100 })).data.find(
    (configuration) => configuration.metadata?.studio_catalogue === 'true',
  );
  if (existing) {
    const current = existing.features.subscription_update;
    const currentPlans = (current.products ?? []).map((plan) => ({
      product: plan.product,
      prices: [...plan.prices],
    }));
    const isSame =
      existing.active &&
      current.enabled &&
      current.proration_behavior === 'none' &&
      JSON.stringify(currentPlans) === JSON.stringify(plans);
    if (isSame) return { configurationId: existing.id, action: 'kept' };
    await stripe.billingPortal.configurations.update(existing.id, { active: true, features });
    return { configurationId: existing.id, action: 'updated' };
  }
  const created = await stripe.billingPortal.configurations.create({
    features,
    metadata: portalMarker,
  });
  return { configurationId: created.id, action: 'created' };
}

/**
 * The tool's entry: reads the Stripe key and the studio's catalogue (prices are what it is
 * here to find, so it needs no other configuration). `withCatalogue` runs the stored part
 * against the server's database, or returns undefined when there is none yet (the first
 * start stores the seed, which the STRIPE_PRICE_* lines sell).
 */
export async function runStripeSync(
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  withCatalogue: <T>(run: (stored: StoredPrices) => Promise<T>) => Promise<T | undefined>,
): Promise<number> {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey?.startsWith('sk_')) {
    print('STRIPE_SECRET_KEY must be set to a secret key (sk_...) to sync the catalogue.');
    return 2;
  }
  const stripe = createStripeClient({
    secretKey,
    apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
  });
  const fromDatabase = await withCatalogue(async (stored) => {
    const synced = await syncStripeCatalogue(stripe, stored.items);
    return { synced, live: await syncStoredCatalogue(stripe, stored, synced) };
  });
  const synced = fromDatabase?.synced ?? (await syncStripeCatalogue(stripe));
  print('# Stripe prices of the catalogue: add these lines to the server environment.');
  for (const price of synced) {
    print(`${stripePriceEnvName(price.key)}=${price.priceId}  # ${price.action}`);
  }
  if (!fromDatabase) print('# No database yet: synced the seed catalogue the first start stores.');
  const changed = fromDatabase?.live.filter((price) => !price.isSeed) ?? [];
  if (changed.length > 0) {
    print('# Prices changed in admin (kept in the database, not in the environment):');
    for (const price of changed) {
      print(`#   ${price.key} at ${price.amountLabel}: ${price.priceId} (${price.action})`);
    }
  }
  // A plan switch in the portal goes to the price the plan sells at now.
  const regular = fromDatabase?.live.filter((price) => !price.isSale);
  const portal = await ensurePortalConfiguration(stripe, regular ?? synced);
  print(`${stripePortalEnvName}=${portal.configurationId}  # ${portal.action}`);
  return 0;
}
