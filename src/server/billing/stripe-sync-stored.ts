import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { seedCatalogue, type LiveCatalogue } from '../../shared/catalogue-live.ts';
import { catalogueKeys, formatCurrency, type CatalogueKey } from '../../shared/catalogue.ts';
import { stripeProviderPrices } from '../catalogue/provider-prices.ts';
import type { DB } from '../db/schema/schema.ts';

/** The studio's catalogue as the database holds it, for `npm run stripe:sync`. */
export interface StoredPrices {
  db: Kysely<DB>;
  items: LiveCatalogue;
}

export interface LivePrice {
  key: CatalogueKey;
  /** Cents. */
  amount: number;
  amountLabel: string;
  priceId: string;
  action: 'kept' | 'created';
  /** The seed amount: its price is the configured STRIPE_PRICE_* one. */
  isSeed: boolean;
  /** A sale's amount rather than the item's regular price. */
  isSale: boolean;
}

/**
 * Every amount the stored catalogue sells at (each item's price, and a sale's) gets its
 * Stripe price through the same code the running server uses when an admin saves a price
 * (`stripeProviderPrices`): prices are immutable at Stripe, so a changed amount gets a new
 * price, remembered in `catalogue_provider_prices`, where every server process finds it.
 * An amount the server already made a price for keeps it; the seed amounts are the
 * lookup-key prices just synced (`seedPrices`).
 */
export async function syncStoredCatalogue(
  stripe: Stripe,
  { db, items }: StoredPrices,
  seedPrices: readonly { key: CatalogueKey; priceId: string }[],
): Promise<LivePrice[]> {
  const seed = seedCatalogue();
  const seedAmounts = Object.fromEntries(
    catalogueKeys.map((key) => [key, seed[key].amount]),
  ) as Record<CatalogueKey, number>;
  const configured = Object.fromEntries(
    seedPrices.map((price) => [price.key, price.priceId]),
  ) as Record<CatalogueKey, string>;
  const prices = stripeProviderPrices({ stripe, configured, seedAmounts });
  const live: LivePrice[] = [];
  for (const key of catalogueKeys) {
    const item = items[key];
    const amounts = [
      { amount: item.amount, isSale: false },
      ...(item.sale ? [{ amount: item.sale.amount, isSale: true }] : []),
    ];
    for (const { amount, isSale } of amounts) {
      const existing = await prices.find(db, key, amount);
      live.push({
        key,
        amount,
        amountLabel: formatCurrency(amount, item.currency),
        priceId: existing ?? (await prices.ensure(db, item, amount)),
        action: existing ? 'kept' : 'created',
        isSeed: amount === seedAmounts[key],
        isSale,
      });
    }
  }
  return live;
}
