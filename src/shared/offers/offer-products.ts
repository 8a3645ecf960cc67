import type { CatalogueKey, CheckoutMode } from '../catalogue.ts';
import { checkoutModeOf } from '../catalogue-modes.ts';

/**
 * The catalogue items only the offer pages sell (24-hour launch, content plans, MIRROR
 * tiers). `satisfies` makes a key the catalogue lacks a type error, so this list and the
 * types below cannot drift from it.
 */
export const newOfferProductKeys = [
  'bizBuiltNowPackage',
  // The same launch at its regular price, once the launch price has ended.
  'bizBuiltNowRegular',
  // Three monthly payments of $1,650: a subscription that billing ends after the third.
  'bizBuiltNowPlan',
  'bizBuiltNowVip',
  // Content plans are prepaid terms (1, 2 or 3 months), paid once.
  'brandFuelKickstart',
  'brandFuelKickstartRegular',
  'brandFuelPropel',
  'brandFuelVelocity',
  'mirrorCore',
  'mirrorSignal',
] as const satisfies readonly CatalogueKey[];

export type NewOfferProductKey = (typeof newOfferProductKeys)[number];

/**
 * What the offer pages' buy buttons sell, by catalogue key. The checkout call sends the
 * key as `price_id` for now; billing maps keys to the provider's price ids.
 */
const offerProductKeys = [
  'mirror',
  'sparkSummit',
  'sparkSummitGeneral',
  'muse',
  ...newOfferProductKeys,
] as const satisfies readonly CatalogueKey[];

export type OfferProductKey = (typeof offerProductKeys)[number];

/** Paid once or by subscription, as the catalogue sells each (catalogue-modes.ts). */
export const offerCheckoutModes = Object.fromEntries(
  offerProductKeys.map((key) => [key, checkoutModeOf(key)]),
) as Record<OfferProductKey, CheckoutMode>;
