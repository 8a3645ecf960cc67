import type { CatalogueKey } from '~/shared/catalogue';
import { useSiteState } from './site-state';

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
