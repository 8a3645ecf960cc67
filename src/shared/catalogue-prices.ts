import type { CatalogueKey } from './catalogue-key.ts';

/**
 * Today's published prices: the seed of the studio's catalogue, which lives in the
 * database from the first start and is edited in Admin → Catalogue
 * (docs/decisions/2026-12-03-catalogue-in-the-database.md). Pages and checkout read the
 * stored catalogue (the site state's `catalogue.dollars`, `loadCatalogueItem`), never
 * these figures, except where no state exists (the build's own pre-render). Whole US
 * dollars.
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
