import type { CatalogueKey } from '~/shared/catalogue';
import type { CatalogueDollars } from '~/shared/catalogue-live';
import { catalogueDollars } from '~/shared/catalogue-prices';
import { useSiteState } from './site-state';

/**
 * The price each catalogue item sells at now, in dollars (cents as decimals): the studio's catalogue as
 * the server rendered this page with it (and hydrates with it), so the raw HTML and the
 * hydrated page name the same prices. Only the build's own pre-render, which no visitor
 * is served, has no state and uses the seed prices.
 */
export function useCatalogueDollars(): CatalogueDollars {
  return useSiteState()?.catalogue.dollars ?? catalogueDollars;
}

/** Cents of a dollar figure from the state (dollars may carry cents: 19.99 is 1999, not 1998.99…). */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

export interface CatalogueWords {
  /** The studio's name for the item where it renamed it, else the page's own words. */
  nameOf(key: CatalogueKey, ownWords: string): string;
  /** The studio's short description where it rewrote it, else the page's own words. */
  descriptionOf(key: CatalogueKey, ownWords: string): string;
}

/**
 * Names and descriptions from the studio's catalogue as this page was rendered with it,
 * so a product renamed in admin is renamed in the raw HTML and the hydrated page alike.
 * Until the studio changes one, a page keeps its own words for the product.
 */
export function useCatalogueWords(): CatalogueWords {
  const catalogue = useSiteState()?.catalogue;
  return {
    nameOf: (key, ownWords) => catalogue?.names[key] ?? ownWords,
    descriptionOf: (key, ownWords) => catalogue?.descriptions[key] ?? ownWords,
  };
}
