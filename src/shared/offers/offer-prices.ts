import type { CatalogueDollars } from '../catalogue-live.ts';
import { sparkSessionMinutes } from '../catalogue-prices.ts';
import type { OfferProductKey } from './offer-products.ts';

/**
 * The offer pages' prices and limits, in dollars (cents as decimals) as pages print them. Every
 * price is the studio's catalogue's as it sells now (the site state's `catalogue.dollars`);
 * this file only arranges them as the pages show them.
 */

export const bizBuiltNowOfferAt = (dollars: CatalogueDollars) => ({
  price: dollars.bizBuiltNowPackage,
  regularPrice: dollars.bizBuiltNowRegular,
  /** What the package sells as once a fixed offer end has passed (Site settings). */
  regularProductKey: 'bizBuiltNowRegular' as const,
  launchSavings: dollars.bizBuiltNowRegular - dollars.bizBuiltNowPackage,
  monthlyPayment: dollars.bizBuiltNowPlan,
  paymentCount: 3,
  vipUpgradePrice: dollars.bizBuiltNowVip,
  guaranteeDays: 14,
  fastActionBonuses: [
    {
      title: 'Launch content pack',
      description: 'Thirty days of posts, captions and graphics written for your launch.',
      value: 297,
    },
    {
      title: 'Lead magnet and welcome emails',
      description: 'A free guide your visitors want, plus a three-email welcome sequence.',
      value: 197,
    },
    {
      title: '30-day growth sprint call',
      description: 'A strategy session a month after launch to tune what is working.',
      value: 500,
    },
  ],
});

export interface ContentPlan {
  productKey: OfferProductKey;
  title: string;
  duration: string;
  price: number;
  originalPrice?: number;
  /** The original price's own product, sold once the launch sale has ended. */
  regularProductKey?: OfferProductKey;
  counts: { videos: number; photos: number; graphics: number; blogs: number; newsletters: number };
  features: readonly string[];
  isPopular?: boolean;
}

export const brandFuelPlansAt = (dollars: CatalogueDollars): readonly ContentPlan[] => [
  {
    productKey: 'brandFuelKickstart',
    title: 'Kickstart',
    duration: '1 month',
    price: dollars.brandFuelKickstart,
    originalPrice: dollars.brandFuelKickstartRegular,
    regularProductKey: 'brandFuelKickstartRegular',
    counts: { videos: 2, photos: 12, graphics: 16, blogs: 2, newsletters: 2 },
    features: ['Content calendar', 'Captions and hashtags', 'One revision round'],
  },
  {
    productKey: 'brandFuelPropel',
    title: 'Propel',
    duration: '2 months',
    price: dollars.brandFuelPropel,
    counts: { videos: 4, photos: 24, graphics: 32, blogs: 4, newsletters: 4 },
    features: [
      'Content calendar',
      'Captions and hashtags',
      'Scheduling done for you',
      'Monthly results review',
    ],
    isPopular: true,
  },
  {
    productKey: 'brandFuelVelocity',
    title: 'Velocity',
    duration: '3 months',
    price: dollars.brandFuelVelocity,
    counts: { videos: 6, photos: 36, graphics: 48, blogs: 6, newsletters: 6 },
    features: [
      'Content calendar',
      'Captions and hashtags',
      'Scheduling done for you',
      'Monthly results review',
      'Quarterly strategy session',
    ],
  },
];

/**
 * The plans as they sell now: once the launch sale is over, a plan with a regular price
 * shows and sells at it (the server refuses the sale price then). Every page that names
 * a BrandFuel price reads this, so /bonnie and /brandfuel cannot disagree.
 */
export function brandFuelPlansNow(saleIsOver: boolean, dollars: CatalogueDollars): ContentPlan[] {
  return brandFuelPlansAt(dollars).map((plan) =>
    saleIsOver && plan.regularProductKey && plan.originalPrice !== undefined
      ? { ...plan, price: plan.originalPrice, productKey: plan.regularProductKey }
      : plan,
  );
}

/** What the 24-hour launch sells at now: the launch price until a fixed end has passed. */
export function bizBuiltNowPriceNow(launchIsOver: boolean, dollars: CatalogueDollars): number {
  return launchIsOver ? dollars.bizBuiltNowRegular : dollars.bizBuiltNowPackage;
}

export const brandFuelLaunchSale = {
  discountPercent: 40,
  /** End of March 17 in Central Time. */
  endsAt: '2025-03-17T23:59:59-05:00',
} as const;

export interface MirrorTier {
  name: string;
  price: number;
  /** "+" after the price: a starting figure, scoped on a call. */
  isStartingPrice: boolean;
  description: string;
  features: readonly string[];
  /** Tiers with a fixed price are bought online; the others are booked as a call. */
  productKey?: OfferProductKey;
}

export const mirrorPricingAt = (
  dollars: CatalogueDollars,
): {
  startingPrice: number;
  sparkSessionMinutes: number;
  tiers: readonly MirrorTier[];
} => ({
  startingPrice: dollars.mirror,
  sparkSessionMinutes,
  tiers: [
    {
      name: 'Core',
      price: dollars.mirrorCore,
      isStartingPrice: false,
      description: 'One assistant trained on your voice, ready for one channel.',
      features: ['Voice and tone model', 'One assistant (site, inbox or DMs)', '30 days of tuning'],
      productKey: 'mirrorCore',
    },
    {
      name: 'Signal',
      price: dollars.mirrorSignal,
      isStartingPrice: false,
      description: 'Your voice across content and conversations.',
      features: [
        'Everything in Core',
        'Content assistant for posts and emails',
        'Two channels connected',
        '60 days of tuning',
      ],
      productKey: 'mirrorSignal',
    },
    {
      name: 'Full Stack',
      price: 18_000,
      isStartingPrice: true,
      description: 'Sales, support and content assistants working as a team.',
      features: [
        'Everything in Signal',
        'Sales and support assistants',
        'CRM and calendar integrations',
        'Team training',
      ],
    },
    {
      name: 'Enterprise',
      price: 30_000,
      isStartingPrice: true,
      description: 'Models for a whole organisation, deployed on your terms.',
      features: [
        'Everything in Full Stack',
        'Models per team or brand',
        'Private deployment options',
        'Dedicated success lead',
      ],
    },
  ],
});

export const museMembershipAt = (dollars: CatalogueDollars) => ({
  cohortSize: 12,
  pricePerQuarter: dollars.muse,
});

export const friendsAndFamilyDiscountPercent = 25;

export { makerOsDelivery } from './makeros-facts.ts';
