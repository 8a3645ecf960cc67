import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { LiveCatalogueItem } from '../../shared/catalogue-live.ts';
import { isCatalogueKey, type CatalogueKey } from '../../shared/catalogue.ts';
import type { DB } from '../db/schema/schema.ts';
import {
  findKeyOfProviderPrice,
  findProviderPrice,
  recordProviderPrice,
} from './catalogue-repository.ts';

/**
 * The payment provider's price for an item at an amount. Stripe's prices cannot change
 * amount, so each amount an item sells at gets its own price, made once and remembered in
 * `catalogue_provider_prices` (every process reads the same row). The local provider
 * prices each checkout from the catalogue itself: its price id is the catalogue key.
 */
export interface ProviderPrices {
  readonly provider: 'local' | 'stripe';
  /** The price id for selling `item` at `amount` cents, made at the provider if new. */
  ensure(db: Kysely<DB>, item: LiveCatalogueItem, amount: number): Promise<string>;
  /** The price id if one exists already; null when the next sale at that amount makes it. */
  find(db: Kysely<DB>, key: CatalogueKey, amount: number): Promise<string | null>;
  /** The catalogue key a price id sells; undefined for a price that is not ours. */
  keyOf(db: Kysely<DB>, priceIdOrKey: string | null | undefined): Promise<CatalogueKey | undefined>;
}

export const localProviderPrices: ProviderPrices = {
  provider: 'local',
  ensure: async (_db, item) => item.key,
  find: async (_db, key) => key,
  keyOf: async (_db, value) => (value && isCatalogueKey(value) ? value : undefined),
};

export function stripeProviderPrices({
  stripe,
  configured,
  seedAmounts,
}: {
  stripe: Pick<Stripe, 'prices'>;
  /** STRIPE_PRICE_* ids: made by `npm run stripe:sync` at the seed amounts. */
  configured: Record<CatalogueKey, string>;
  seedAmounts: Record<CatalogueKey, number>;
}): ProviderPrices {
  const keysByConfigured = new Map(
    Object.entries(configured).map(([key, id]) => [id, key as CatalogueKey] as const),
  );
  async function find(db: Kysely<DB>, key: CatalogueKey, amount: number) {
    const made = await findProviderPrice(db, { provider: 'stripe', key, amount });
    if (made) return made;
    return amount === seedAmounts[key] ? configured[key] : null;
  }
  return {
    provider: 'stripe',
    find,
    async ensure(db, item, amount) {
      const existing = await find(db, item.key, amount);
      if (existing) return existing;
      const created = await stripe.prices.create({
        product: `studio_${item.key}`,
        currency: item.currency,
        unit_amount: amount,
        nickname: item.name,
        metadata: { catalogue_key: item.key },
        ...(item.interval
          ? { recurring: { interval: item.interval.unit, interval_count: item.interval.count } }
          : {}),
      });
      await recordProviderPrice(db, {
        provider: 'stripe',
        key: item.key,
        amount,
        priceId: created.id,
      });
      // Two processes may make a price for the same amount at once; the first recorded wins.
      return (await find(db, item.key, amount)) ?? created.id;
    },
    async keyOf(db, value) {
      if (!value) return undefined;
      if (isCatalogueKey(value)) return value;
      const key =
        keysByConfigured.get(value) ??
        (await findKeyOfProviderPrice(db, { provider: 'stripe', priceId: value }));
      return key && isCatalogueKey(key) ? key : undefined;
    },
  };
}
