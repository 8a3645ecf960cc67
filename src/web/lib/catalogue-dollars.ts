import type { CatalogueDollars } from '../../shared/catalogue-live';
import { catalogueDollars } from '../../shared/catalogue-prices';
import { useSiteState } from './site-state';

/**
 * The price each catalogue item sells at now, in whole dollars: the studio's catalogue as
 * the server rendered this page with it (and hydrates with it), so the raw HTML and the
 * hydrated page name the same prices. Only the build's own pre-render, which no visitor
 * is served, has no state and uses the seed prices.
 */
export function useCatalogueDollars(): CatalogueDollars {
  return useSiteState()?.catalogue.dollars ?? catalogueDollars;
}
