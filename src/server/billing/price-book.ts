import type { Kysely } from 'kysely';
import type { LiveCatalogueItem } from '../../shared/catalogue-live.ts';
import type { CatalogueKey } from '../../shared/catalogue.ts';
import { localProviderPrices, type ProviderPrices } from '../catalogue/provider-prices.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * Translates between catalogue keys and the provider's price ids. The browser always names
 * what it buys by catalogue key (no price id is configured in the front end); the
 * provider's own price ids are accepted too (a link made in Stripe's dashboard, an event
 * naming the price a buyer paid, made when the studio last changed the amount).
 */
export interface PriceBook {
  readonly prices: ProviderPrices;
  /** The provider's price for selling `item` at `amount` cents (made if new). */
  priceIdFor(item: LiveCatalogueItem, amount: number): Promise<string>;
  /** The catalogue key of a key or a known price id; undefined for anything else. */
  keyFor(priceIdOrKey: string | null | undefined): Promise<CatalogueKey | undefined>;
}

export function priceBookFor(db: Kysely<DB>, prices: ProviderPrices): PriceBook {
  return {
    prices,
    priceIdFor: (item, amount) => prices.ensure(db, item, amount),
    keyFor: (value) => prices.keyOf(db, value),
  };
}

/** The local provider's prices are the catalogue keys themselves; it needs no database. */
export const localPriceBook: PriceBook = {
  prices: localProviderPrices,
  priceIdFor: async (item) => item.key,
  keyFor: (value) => localProviderPrices.keyOf(undefined as never, value),
};
