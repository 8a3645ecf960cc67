import { catalogueKeys, isCatalogueKey, type CatalogueKey } from '../../shared/catalogue.ts';

/**
 * Translates between catalogue keys and the provider's price ids. The browser always names
 * what it buys by catalogue key (no price id is configured in the front end); Stripe's own
 * price ids are accepted too, so a link made in Stripe's dashboard still works.
 */
export interface PriceBook {
  priceIdFor(key: CatalogueKey): string;
  /** The catalogue key of a key or a configured price id; undefined for anything else. */
  keyFor(priceIdOrKey: string | null | undefined): CatalogueKey | undefined;
}

/** The local provider's prices are the catalogue keys themselves. */
export const localPriceBook: PriceBook = {
  priceIdFor: (key) => key,
  keyFor: (value) => (value && isCatalogueKey(value) ? value : undefined),
};

export function stripePriceBook(prices: Record<CatalogueKey, string>): PriceBook {
  const keysByPrice = new Map(catalogueKeys.map((key) => [prices[key], key] as const));
  return {
    priceIdFor: (key) => prices[key],
    keyFor: (value) => {
      if (!value) return undefined;
      return isCatalogueKey(value) ? value : keysByPrice.get(value);
    },
  };
}
