import type { CatalogueKey, CheckoutMode } from '../catalogue.ts';
import { checkoutModeOf } from '../catalogue-modes.ts';

/**
 * What the offer pages' buy buttons sell, by catalogue key. The checkout call sends the
 * key as `price_id` for now; billing maps keys to the provider's price ids.
 *
 * The keys below the catalogue's own are offers the catalogue does not list yet
 * (24-hour launch, content plans, MIRROR tiers): billing adds them with these modes.
 */
export type NewOfferProductKey =
  | 'bizBuiltNowPackage'
  | 'bizBuiltNowRegular'
  | 'bizBuiltNowPlan'
  | 'bizBuiltNowVip'
  | 'brandFuelKickstart'
  | 'brandFuelKickstartRegular'
  | 'brandFuelPropel'
  | 'brandFuelVelocity'
  | 'mirrorCore'
  | 'mirrorSignal';

export type OfferProductKey =
  | Extract<CatalogueKey, 'mirror' | 'sparkSummit' | 'sparkSummitGeneral' | 'muse'>
  | NewOfferProductKey;

export const offerCheckoutModes: Record<OfferProductKey, CheckoutMode> = {
  mirror: checkoutModeOf('mirror'),
  sparkSummit: checkoutModeOf('sparkSummit'),
  sparkSummitGeneral: checkoutModeOf('sparkSummitGeneral'),
  muse: checkoutModeOf('muse'),
  bizBuiltNowPackage: 'payment',
  // The same launch at its regular price, once the launch price has ended.
  bizBuiltNowRegular: 'payment',
  // Three monthly payments of $1,650: a subscription that billing ends after the third.
  bizBuiltNowPlan: 'subscription',
  bizBuiltNowVip: 'payment',
  // Content plans are prepaid terms (1, 2 or 3 months), paid once.
  brandFuelKickstart: 'payment',
  brandFuelKickstartRegular: 'payment',
  brandFuelPropel: 'payment',
  brandFuelVelocity: 'payment',
  mirrorCore: 'payment',
  mirrorSignal: 'payment',
};
