import { catalogueDollars } from './catalogue-prices.ts';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  catalogueKeys,
  formatCurrency,
  isCatalogueKey,
  type CatalogueKey,
} from './catalogue.ts';
import { bizBuiltNowOfferAt, brandFuelPlansAt, mirrorPricingAt } from './offers/offer-prices.ts';

import { newOfferProductKeys, offerCheckoutModes } from './offers/offer-products.ts';

const bizBuiltNowOffer = bizBuiltNowOfferAt(catalogueDollars);
const brandFuelPlans = brandFuelPlansAt(catalogueDollars);
const mirrorPricing = mirrorPricingAt(catalogueDollars);

describe('catalogue', () => {
  it("has the 14 keys of the spec, the offer pages' 10 items (2 of them regular prices after a launch price), 2 dashboard services and the summit's general seat", () => {
    expect([...catalogueKeys].sort()).toEqual(
      [
        'spark',
        'brandKit',
        'core',
        'corePlus',
        'mirror',
        'sparkSummit',
        'sparkSummitUpgrade',
        'signal',
        'foundationStack',
        'momentumStack',
        'completeSignalStack',
        'signalPro',
        'momentum',
        'muse',
        ...newOfferProductKeys,
        'aiVoiceTraining',
        'strategySession',
        'sparkSummitGeneral',
      ].sort(),
    );
  });

  it('sells only signalPro, momentum, muse and the launch payment plan as subscriptions', () => {
    const subscriptions = catalogueKeys.filter((key) => catalogue[key].mode === 'subscription');
    expect(subscriptions.sort()).toEqual(['bizBuiltNowPlan', 'momentum', 'muse', 'signalPro']);
    for (const key of subscriptions) expect(catalogue[key].interval).toBeDefined();
    expect(catalogue.bizBuiltNowPlan.installments).toBe(3);
  });

  it('sells each offer-page item in the mode and at the price its page shows', () => {
    for (const key of newOfferProductKeys) {
      expect(catalogue[key].mode).toBe(offerCheckoutModes[key]);
    }
    expect(catalogue.bizBuiltNowPackage.amount).toBe(bizBuiltNowOffer.price * 100);
    expect(catalogue[bizBuiltNowOffer.regularProductKey].amount).toBe(
      bizBuiltNowOffer.regularPrice * 100,
    );
    expect(catalogue.bizBuiltNowPlan.amount).toBe(bizBuiltNowOffer.monthlyPayment * 100);
    expect(catalogue.bizBuiltNowVip.amount).toBe(bizBuiltNowOffer.vipUpgradePrice * 100);
    for (const plan of brandFuelPlans) {
      expect(catalogue[plan.productKey as CatalogueKey].amount).toBe(plan.price * 100);
      if (plan.regularProductKey) {
        expect(catalogue[plan.regularProductKey as CatalogueKey].amount).toBe(
          plan.originalPrice! * 100,
        );
      }
    }
    expect(brandFuelPlans.filter((plan) => plan.regularProductKey)).toHaveLength(1);
    for (const tier of mirrorPricing.tiers.filter((candidate) => candidate.productKey)) {
      expect(catalogue[tier.productKey as CatalogueKey].amount).toBe(tier.price * 100);
    }
  });

  it.each([
    ['spark', 150_000],
    ['brandKit', 450_000],
    ['core', 850_000],
    ['mirror', 350_000],
    ['signal', 300_000],
    ['momentum', 150_000],
    ['muse', 400_000],
    ['sparkSummit', 49_900],
    ['sparkSummitUpgrade', 150_000],
    ['sparkSummitGeneral', 99_500],
    ['foundationStack', 850_000],
    ['completeSignalStack', 2_500_000],
  ] as const)('%s costs the published %i cents', (key, cents) => {
    expect(catalogue[key].amount).toBe(cents);
    expect(catalogue[key].currency).toBe('usd');
  });

  it('bills MOMENTUM monthly and THE MUSE quarterly', () => {
    expect(catalogue.momentum.interval).toEqual({ unit: 'month', count: 1 });
    expect(catalogue.muse.interval).toEqual({ unit: 'month', count: 3 });
  });

  it('maps purchases to ladder products', () => {
    expect(catalogue.brandKit.ladderProducts).toEqual(['brand-kit']);
    expect(catalogue.completeSignalStack.ladderProducts).toHaveLength(6);
    expect(catalogue.sparkSummit.ladderProducts).toEqual([]);
  });

  it('recognises only its own keys', () => {
    expect(isCatalogueKey('spark')).toBe(true);
    expect(isCatalogueKey('toString')).toBe(false);
    expect(isCatalogueKey('free-stuff')).toBe(false);
  });
});

describe('formatCurrency', () => {
  it.each([
    [150_000, '$1,500'],
    [49_900, '$499'],
    [2_500_000, '$25,000'],
    [12_345, '$123.45'],
    [0, '$0'],
  ])('%i cents -> %s', (cents, text) => expect(formatCurrency(cents)).toBe(text));

  it('writes other currencies with their own symbol', () => {
    expect(formatCurrency(150_000, 'eur')).toBe('€1,500');
    expect(formatCurrency(12_345, 'USD')).toBe('$123.45');
  });
});
