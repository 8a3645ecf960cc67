/**
 * The key of everything the studio sells through checkout. A file of its own so that the
 * seed prices (`catalogue-prices.ts`) can be typed by it while `catalogue.ts` reads them,
 * without a circle between the two.
 */
export type CatalogueKey =
  | 'spark'
  | 'brandKit'
  | 'core'
  | 'corePlus'
  | 'mirror'
  | 'sparkSummit'
  | 'sparkSummitGeneral'
  | 'sparkSummitUpgrade'
  | 'signal'
  | 'foundationStack'
  | 'momentumStack'
  | 'completeSignalStack'
  | 'signalPro'
  | 'momentum'
  | 'muse'
  | 'bizBuiltNowPackage'
  | 'bizBuiltNowRegular'
  | 'bizBuiltNowPlan'
  | 'bizBuiltNowVip'
  | 'brandFuelKickstart'
  | 'brandFuelKickstartRegular'
  | 'brandFuelPropel'
  | 'brandFuelVelocity'
  | 'mirrorCore'
  | 'mirrorSignal'
  | 'aiVoiceTraining'
  | 'strategySession';

/** Paid once, or by subscription (and payment plan). */
export type CheckoutMode = 'payment' | 'subscription';
