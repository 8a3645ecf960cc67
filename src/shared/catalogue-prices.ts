import type { CatalogueKey } from './catalogue.ts';

/**
 * The one place a published price or product fact is written. The checkout catalogue
 * (`catalogue.ts`), the offer pages (`offers/offer-prices.ts`), the product cards, the
 * chat assistant and the scorecards all read these, so no page can name a price the
 * checkout does not charge. Whole US dollars; kept apart from the catalogue's texts so a
 * page that shows one price does not load every product's description.
 */
export const catalogueDollars = {
  spark: 1_500,
  brandKit: 4_500,
  core: 8_500,
  corePlus: 12_500,
  mirror: 3_500,
  sparkSummit: 499,
  sparkSummitGeneral: 995,
  sparkSummitUpgrade: 1_500,
  signal: 3_000,
  foundationStack: 8_500,
  momentumStack: 15_000,
  completeSignalStack: 25_000,
  signalPro: 2_000,
  momentum: 1_500,
  muse: 4_000,
  bizBuiltNowPackage: 4_499,
  bizBuiltNowRegular: 4_949,
  bizBuiltNowPlan: 1_650,
  bizBuiltNowVip: 997,
  brandFuelKickstart: 295,
  brandFuelKickstartRegular: 495,
  brandFuelPropel: 795,
  brandFuelVelocity: 1_295,
  mirrorCore: 5_000,
  mirrorSignal: 9_500,
  aiVoiceTraining: 1_500,
  strategySession: 750,
} as const satisfies Record<CatalogueKey, number>;

/**
 * How long a SPARK session lasts. The spec names 90 minutes on the products page and 60
 * on the MIRROR page; a buyer gets 90 (docs/decisions/2026-12-03-one-source-for-site-facts.md).
 */
export const sparkSessionMinutes = 90;
