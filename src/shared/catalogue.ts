import type { LadderProductId } from './ladder.ts';
import { usNumberFormat } from './intl-formats.ts';
import { formatUsDollars } from './us-dollars.ts';

/**
 * Everything the studio sells through checkout. Amounts are in cents. Published prices
 * come from the public site; the few the site never shows (CORE+, Momentum Stack,
 * SIGNAL Pro) are the studio's list prices, recorded in docs/3_developer-guide.md.
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

export type CheckoutMode = 'payment' | 'subscription';

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
    1_500,
    'A 90-minute clarity session that finds the signal in your story.',
    ['spark'],
  ),
  brandKit: oneTime(
    'brandKit',
    'BRAND KIT™',
    4_500,
    'Your brand system: voice, visual identity and messaging, ready to use.',
    ['brand-kit'],
  ),
  core: oneTime(
    'core',
    'CORE™ Platform',
    8_500,
    'A scroll-based website platform built on your brand.',
    ['core'],
  ),
  corePlus: oneTime(
    'corePlus',
    'CORE+™ Platform',
    12_500,
    'CORE with member areas, integrations and a content system.',
    ['core'],
  ),
  mirror: oneTime('mirror', 'MIRROR™ AI', 3_500, 'A custom AI assistant trained on your voice.', [
    'mirror',
  ]),
  sparkSummit: oneTime(
    'sparkSummit',
    'Spark Summit: Early Bird Seat',
    499,
    'One seat at the in-person Spark Summit in Des Moines, IA.',
    [],
  ),
  // Sold once the early-bird deadline has passed (the server refuses the early-bird seat).
  sparkSummitGeneral: oneTime(
    'sparkSummitGeneral',
    'Spark Summit: General Admission Seat',
    995,
    'One seat at the in-person Spark Summit.',
    [],
  ),
  sparkSummitUpgrade: oneTime(
    'sparkSummitUpgrade',
    'Spark Summit: Done-For-You Upgrade',
    1_500,
    'We build your summit assets for you.',
    [],
  ),
  signal: oneTime(
    'signal',
    'SIGNAL™ Content Engine',
    3_000,
    'A content engine that turns your ideas into weekly posts.',
    ['signal'],
  ),
  foundationStack: oneTime(
    'foundationStack',
    'Foundation Stack',
    8_500,
    'SPARK, BRAND KIT and CORE in 30 days.',
    ['spark', 'brand-kit', 'core'],
  ),
  momentumStack: oneTime(
    'momentumStack',
    'Momentum Stack',
    15_000,
    'MIRROR and SIGNAL with launch support in 35 to 40 days.',
    ['mirror', 'signal'],
  ),
  completeSignalStack: oneTime(
    'completeSignalStack',
    'Complete Signal Stack',
    25_000,
    'Every step in 60 days plus 3 months of momentum support.',
    ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'],
  ),
  signalPro: subscription(
    'signalPro',
    'SIGNAL™ Pro',
    2_000,
    1,
    'SIGNAL as a monthly service with new content every week.',
    ['signal'],
  ),
  momentum: subscription(
    'momentum',
    'MOMENTUM™ Partner',
    1_500,
    1,
    'Monthly strategy partnership to keep the system growing.',
    ['momentum'],
  ),
  muse: subscription(
    'muse',
    'THE MUSE™ Circle',
    4_000,
    3,
    'A private membership circle, billed quarterly.',
    [],
  ),
  // The offer pages' own items (src/shared/offers/offer-products.ts).
  bizBuiltNowPackage: oneTime(
    'bizBuiltNowPackage',
    '24-Hour Business Launch',
    4_499,
    'Your business built and launched in 24 hours, in one payment.',
    [],
  ),
  // Sold once the studio's fixed offer end has passed (the server refuses the launch price).
  bizBuiltNowRegular: oneTime(
    'bizBuiltNowRegular',
    '24-Hour Business Launch',
    4_949,
    'Your business built and launched in 24 hours, in one payment.',
    [],
  ),
  bizBuiltNowPlan: {
    ...subscription(
      'bizBuiltNowPlan',
      '24-Hour Business Launch: 3-Month Plan',
      1_650,
      1,
      'The 24-hour business launch in three monthly payments of $1,650.',
      [],
    ),
    installments: 3,
  },
  bizBuiltNowVip: oneTime(
    'bizBuiltNowVip',
    '24-Hour Launch VIP Upgrade',
    997,
    'Jump the queue: a priority build slot for your launch.',
    [],
  ),
  brandFuelKickstart: oneTime(
    'brandFuelKickstart',
    'BrandFuel Kickstart (1 month)',
    295,
    'One month of content: 2 videos, 12 photos, 16 graphics, 2 blogs and 2 newsletters.',
    [],
  ),
  // Kickstart's regular price, sold once the launch sale has ended (the sale price is refused).
  brandFuelKickstartRegular: oneTime(
    'brandFuelKickstartRegular',
    'BrandFuel Kickstart (1 month)',
    495,
    'One month of content: 2 videos, 12 photos, 16 graphics, 2 blogs and 2 newsletters.',
    [],
  ),
  brandFuelPropel: oneTime(
    'brandFuelPropel',
    'BrandFuel Propel (2 months)',
    795,
    'Two months of content, scheduled for you, with a monthly results review.',
    [],
  ),
  brandFuelVelocity: oneTime(
    'brandFuelVelocity',
    'BrandFuel Velocity (3 months)',
    1_295,
    'Three months of content with a quarterly strategy session.',
    [],
  ),
  mirrorCore: oneTime(
    'mirrorCore',
    'MIRROR™ Core',
    5_000,
    'One assistant trained on your voice, ready for one channel.',
    ['mirror'],
  ),
  mirrorSignal: oneTime(
    'mirrorSignal',
    'MIRROR™ Signal',
    9_500,
    'Your voice across content and conversations, two channels connected.',
    ['mirror'],
  ),
  // The dashboard's à-la-carte services, offered once BRAND KIT is owned.
  aiVoiceTraining: oneTime(
    'aiVoiceTraining',
    'AI Voice Training',
    1_500,
    'Train an AI assistant on your brand voice, with a guide for your team.',
    [],
  ),
  strategySession: oneTime(
    'strategySession',
    'Strategy Session',
    750,
    'A two-hour working session on your next move, with a written action plan.',
    [],
  ),
};

export const catalogueKeys = Object.keys(catalogue) as CatalogueKey[];

export function isCatalogueKey(value: string): value is CatalogueKey {
  return Object.hasOwn(catalogue, value);
}

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
