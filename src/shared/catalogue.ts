import type { LadderProductId } from './ladder.ts';
import type { CatalogueKey, CheckoutMode } from './catalogue-key.ts';
import { catalogueDollars, sparkSessionMinutes } from './catalogue-prices.ts';
import { usNumberFormat } from './intl-formats.ts';
import { formatUsDollars } from './us-dollars.ts';

/**
 * Everything the studio sells through checkout, as first seeded into the database
 * (`src/shared/catalogue-live.ts`, `catalogue_items`). Amounts are in cents. The stored
 * catalogue decides prices; this file still names each item's key, mode and billing
 * period, which the studio does not edit.
 */

export type { CatalogueKey, CheckoutMode } from './catalogue-key.ts';

export interface CatalogueItem {
  key: CatalogueKey;
  name: string;
  description: string;
  mode: CheckoutMode;
  amount: number;
  currency: 'usd';
  /** Billing period of a subscription. */
  interval?: { unit: 'month'; count: 1 | 3 };
  /** A payment plan: the subscription ends after this many payments. */
  installments?: number;
  /** Ladder products a purchase grants (bundles grant several; events none). */
  ladderProducts: LadderProductId[];
}

const oneTime = (
  key: CatalogueKey,
  name: string,
  dollars: number,
  description: string,
  ladderProducts: LadderProductId[],
): CatalogueItem => ({
  key,
  name,
  description,
  mode: 'payment',
  amount: dollars * 100,
  currency: 'usd',
  ladderProducts,
});

const subscription = (
  key: CatalogueKey,
  name: string,
  dollars: number,
  months: 1 | 3,
  description: string,
  ladderProducts: LadderProductId[],
): CatalogueItem => ({
  key,
  name,
  description,
  mode: 'subscription',
  amount: dollars * 100,
  currency: 'usd',
  interval: { unit: 'month', count: months },
  ladderProducts,
});

export const catalogue: Record<CatalogueKey, CatalogueItem> = {
  spark: oneTime(
    'spark',
    'SPARK™ Session',
    catalogueDollars.spark,
    `A ${sparkSessionMinutes}-minute clarity session that finds the signal in your story.`,
    ['spark'],
  ),
  brandKit: oneTime(
    'brandKit',
    'BRAND KIT™',
    catalogueDollars.brandKit,
    'Your brand system: voice, visual identity and messaging, ready to use.',
    ['brand-kit'],
  ),
  core: oneTime(
    'core',
    'CORE™ Platform',
    catalogueDollars.core,
    'A scroll-based website platform built on your brand.',
    ['core'],
  ),
  corePlus: oneTime(
    'corePlus',
    'CORE+™ Platform',
    catalogueDollars.corePlus,
    'CORE with member areas, integrations and a content system.',
    ['core'],
  ),
  mirror: oneTime(
    'mirror',
    'MIRROR™ AI',
    catalogueDollars.mirror,
    'A custom AI assistant trained on your voice.',
    ['mirror'],
  ),
  sparkSummit: oneTime(
    'sparkSummit',
    'Spark Summit: Early Bird Seat',
    catalogueDollars.sparkSummit,
    'One seat at the in-person Spark Summit in Des Moines, IA.',
    [],
  ),
  // Sold once the early-bird deadline has passed (the server refuses the early-bird seat).
  sparkSummitGeneral: oneTime(
    'sparkSummitGeneral',
    'Spark Summit: General Admission Seat',
    catalogueDollars.sparkSummitGeneral,
    'One seat at the in-person Spark Summit.',
    [],
  ),
  sparkSummitUpgrade: oneTime(
    'sparkSummitUpgrade',
    'Spark Summit: Done-For-You Upgrade',
    catalogueDollars.sparkSummitUpgrade,
    'We build your summit assets for you.',
    [],
  ),
  signal: oneTime(
    'signal',
    'SIGNAL™ Content Engine',
    catalogueDollars.signal,
    'A content engine that turns your ideas into weekly posts.',
    ['signal'],
  ),
  foundationStack: oneTime(
    'foundationStack',
    'Foundation Stack',
    catalogueDollars.foundationStack,
    'SPARK, BRAND KIT and CORE in 30 days.',
    ['spark', 'brand-kit', 'core'],
  ),
  momentumStack: oneTime(
    'momentumStack',
    'Momentum Stack',
    catalogueDollars.momentumStack,
    'MIRROR and SIGNAL with launch support in 35 to 40 days.',
    ['mirror', 'signal'],
  ),
  completeSignalStack: oneTime(
    'completeSignalStack',
    'Complete Signal Stack',
    catalogueDollars.completeSignalStack,
    'Every step in 60 days plus 3 months of momentum support.',
    ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'],
  ),
  signalPro: subscription(
    'signalPro',
    'SIGNAL™ Pro',
    catalogueDollars.signalPro,
    1,
    'SIGNAL as a monthly service with new content every week.',
    ['signal'],
  ),
  momentum: subscription(
    'momentum',
    'MOMENTUM™ Partner',
    catalogueDollars.momentum,
    1,
    'Monthly strategy partnership to keep the system growing.',
    ['momentum'],
  ),
  muse: subscription(
    'muse',
    'THE MUSE™ Circle',
    catalogueDollars.muse,
    3,
    'A private membership circle, billed quarterly.',
    [],
  ),
  // The offer pages' own items (src/shared/offers/offer-products.ts).
  bizBuiltNowPackage: oneTime(
    'bizBuiltNowPackage',
    '24-Hour Business Launch',
    catalogueDollars.bizBuiltNowPackage,
    'Your business built and launched in 24 hours, in one payment.',
    [],
  ),
  // Sold once the studio's fixed offer end has passed (the server refuses the launch price).
  bizBuiltNowRegular: oneTime(
    'bizBuiltNowRegular',
    '24-Hour Business Launch',
    catalogueDollars.bizBuiltNowRegular,
    'Your business built and launched in 24 hours, in one payment.',
    [],
  ),
  bizBuiltNowPlan: {
    ...subscription(
      'bizBuiltNowPlan',
      '24-Hour Business Launch: 3-Month Plan',
      catalogueDollars.bizBuiltNowPlan,
      1,
      `The 24-hour business launch in three monthly payments of ${formatUsDollars(catalogueDollars.bizBuiltNowPlan, 0)}.`,
      [],
    ),
    installments: 3,
  },
  bizBuiltNowVip: oneTime(
    'bizBuiltNowVip',
    '24-Hour Launch VIP Upgrade',
    catalogueDollars.bizBuiltNowVip,
    'Jump the queue: a priority build slot for your launch.',
    [],
  ),
  brandFuelKickstart: oneTime(
    'brandFuelKickstart',
    'BrandFuel Kickstart (1 month)',
    catalogueDollars.brandFuelKickstart,
    'One month of content: 2 videos, 12 photos, 16 graphics, 2 blogs and 2 newsletters.',
    [],
  ),
  // Kickstart's regular price, sold once the launch sale has ended (the sale price is refused).
  brandFuelKickstartRegular: oneTime(
    'brandFuelKickstartRegular',
    'BrandFuel Kickstart (1 month)',
    catalogueDollars.brandFuelKickstartRegular,
    'One month of content: 2 videos, 12 photos, 16 graphics, 2 blogs and 2 newsletters.',
    [],
  ),
  brandFuelPropel: oneTime(
    'brandFuelPropel',
    'BrandFuel Propel (2 months)',
    catalogueDollars.brandFuelPropel,
    'Two months of content, scheduled for you, with a monthly results review.',
    [],
  ),
  brandFuelVelocity: oneTime(
    'brandFuelVelocity',
    'BrandFuel Velocity (3 months)',
    catalogueDollars.brandFuelVelocity,
    'Three months of content with a quarterly strategy session.',
    [],
  ),
  mirrorCore: oneTime(
    'mirrorCore',
    'MIRROR™ Core',
    catalogueDollars.mirrorCore,
    'One assistant trained on your voice, ready for one channel.',
    ['mirror'],
  ),
  mirrorSignal: oneTime(
    'mirrorSignal',
    'MIRROR™ Signal',
    catalogueDollars.mirrorSignal,
    'Your voice across content and conversations, two channels connected.',
    ['mirror'],
  ),
  // The dashboard's à-la-carte services, offered once BRAND KIT is owned.
  aiVoiceTraining: oneTime(
    'aiVoiceTraining',
    'AI Voice Training',
    catalogueDollars.aiVoiceTraining,
    'Train an AI assistant on your brand voice, with a guide for your team.',
    [],
  ),
  strategySession: oneTime(
    'strategySession',
    'Strategy Session',
    catalogueDollars.strategySession,
    'A two-hour working session on your next move, with a written action plan.',
    [],
  ),
};

export const catalogueKeys = Object.keys(catalogue) as CatalogueKey[];

export { isCatalogueKey } from './catalogue-modes.ts';

/** "$1,500" or "$1,500.50"; amounts are cents. */
export function formatCurrency(amountInCents: number, currency = 'usd'): string {
  const fractionDigits = amountInCents % 100 === 0 ? 0 : 2;
  if (currency.toLowerCase() === 'usd') return formatUsDollars(amountInCents / 100, fractionDigits);
  return usNumberFormat({
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
  }).format(amountInCents / 100);
}
