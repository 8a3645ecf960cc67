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
