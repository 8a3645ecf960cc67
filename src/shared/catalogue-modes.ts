import type { CatalogueKey, CheckoutMode } from './catalogue-key.ts';
import { catalogueDollars } from './catalogue-prices.ts';

/**
 * What page code needs to know of an item without the whole code catalogue (names and
 * descriptions of every item, which pages read from the site state): whether a key is an
 * item, and whether it is paid once or by subscription. Buy buttons on every offer page
 * load this instead of shared/catalogue.ts, which keeps that table out of their bundles;
 * catalogue-modes.test.ts checks both agree with the catalogue.
 */

/** Months between a subscription's payments; items not named here are paid once. */
export const subscriptionMonths: Partial<Record<CatalogueKey, 1 | 3>> = {
  signalPro: 1,
  momentum: 1,
  muse: 3,
  bizBuiltNowPlan: 1,
};

export function checkoutModeOf(key: CatalogueKey): CheckoutMode {
  return key in subscriptionMonths ? 'subscription' : 'payment';
}

/** The seed prices name every item, so their keys are the catalogue's keys. */
export function isCatalogueKey(value: string): value is CatalogueKey {
  return Object.hasOwn(catalogueDollars, value);
}
