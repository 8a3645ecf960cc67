import { catalogueDollars } from '../catalogue-prices.ts';
import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.ts';
import {
  addOnsAt,
  coreFeatures,
  defaultComplexity,
  defaultTimeframe,
  estimateInvestment,
  type AddOnId,
  type Complexity,
  type CoreFeatureId,
  type Timeframe,
} from './investment-calculator.ts';

// The spec's constants, written out again so a wrong table in the module fails here.
const basePrices: Record<Complexity, number> = { low: 25_000, medium: 50_000, high: 100_000 };
const factors: Record<Timeframe, number> = {
  superspeed: 2,
  urgent: 1.5,
  standard: 1,
  relaxed: 0.9,
};
const featureCosts: Record<CoreFeatureId, number> = {
  userAuth: 5_000,
  realtime: 7_500,
  customWorkflows: 10_000,
  apiIntegration: 8_000,
  analytics: 6_000,
  automation: 7_500,
};
const addOnCosts: Record<AddOnId, number> = {
  masterpiece: 15_000,
  makerbrains: 25_000,
  brandfuel: 2_590,
};

const complexities = Object.keys(basePrices) as Complexity[];
const timeframeIds = Object.keys(factors) as Timeframe[];
const featureIds = Object.keys(featureCosts) as CoreFeatureId[];
const addOnIds = Object.keys(addOnCosts) as AddOnId[];

function expected(
  complexity: Complexity,
  timeframe: Timeframe,
  features: CoreFeatureId[],
  chosenAddOns: AddOnId[],
) {
  const sum =
    basePrices[complexity] +
    features.reduce((total, id) => total + featureCosts[id], 0) +
    chosenAddOns.reduce((total, id) => total + addOnCosts[id], 0);
  const total = Math.round(sum * factors[timeframe]);
  return { total, perMonth: Math.round(total / 12) };
}

const selections: { label: string; features: CoreFeatureId[]; addOns: AddOnId[] }[] = [
  { label: 'nothing selected', features: [], addOns: [] },
  ...featureIds.map((id) => ({ label: `feature ${id}`, features: [id], addOns: [] })),
  ...addOnIds.map((id) => ({ label: `add-on ${id}`, features: [], addOns: [id] })),
  { label: 'everything selected', features: featureIds, addOns: addOnIds },
];

describe('estimateInvestment', () => {
  for (const complexity of complexities)
    for (const timeframe of timeframeIds)
      describe(`${complexity} complexity, ${timeframe} timeframe`, () => {
        it.each(selections)('$label', ({ features, addOns: chosenAddOns }) => {
          const estimate = estimateInvestment(
            {
              complexity,
              timeframe,
              featureIds: features,
              addOnIds: chosenAddOns,
            },
            catalogueDollars,
          );
          expect(estimate).toMatchObject(expected(complexity, timeframe, features, chosenAddOns));
          expect(Number.isInteger(estimate.total)).toBe(true);
        });
      });

  it('starts at medium complexity and the standard timeframe: $50,000, $4,167 a month', () => {
    const estimate = estimateInvestment(
      {
        complexity: defaultComplexity,
        timeframe: defaultTimeframe,
        featureIds: [],
        addOnIds: [],
      },
      catalogueDollars,
    );
    expect(estimate).toEqual({
      basePrice: 50_000,
      featuresCost: 0,
      addOnsCost: 0,
      factor: 1,
      total: 50_000,
      perMonth: 4_167,
    });
  });

  it('rounds the total and the monthly value to whole dollars', () => {
    // (25,000 + 7,500) x 0.9 = 29,250 (binary floating point gives 29,250.000000000004)
    const estimate = estimateInvestment(
      {
        complexity: 'low',
        timeframe: 'relaxed',
        featureIds: ['realtime'],
        addOnIds: [],
      },
      catalogueDollars,
    );
    expect(estimate.total).toBe(29_250);
    expect(estimate.perMonth).toBe(2_438); // 2,437.5 rounds up
  });

  it('prices the largest build: high, superspeed, everything', () => {
    const estimate = estimateInvestment(
      {
        complexity: 'high',
        timeframe: 'superspeed',
        featureIds,
        addOnIds,
      },
      catalogueDollars,
    );
    // Add-ons: 15,000 + 25,000 + BrandFuel's two Velocity terms (2 x 1,295).
    expect(estimate.total).toBe(2 * (100_000 + 44_000 + 42_590));
    expect(formatDollars(estimate.total)).toBe('$373,180');
    expect(formatDollars(estimate.perMonth)).toBe('$31,098');
  });

  it('counts a feature chosen twice once', () => {
    const once = estimateInvestment(
      {
        complexity: 'low',
        timeframe: 'standard',
        featureIds: ['analytics'],
        addOnIds: ['brandfuel'],
      },
      catalogueDollars,
    );
    const twice = estimateInvestment(
      {
        complexity: 'low',
        timeframe: 'standard',
        featureIds: ['analytics', 'analytics'],
        addOnIds: ['brandfuel', 'brandfuel'],
      },
      catalogueDollars,
    );
    expect(twice.total).toBe(once.total);
  });

  it('lists the six core features and three add-ons of the spec', () => {
    expect(coreFeatures.map((feature) => [feature.id, feature.name, feature.cost])).toEqual([
      ['userAuth', 'User Authentication & Roles', 5_000],
      ['realtime', 'Real-time Data & Collaboration', 7_500],
      ['customWorkflows', 'Custom Business Workflows', 10_000],
      ['apiIntegration', 'Third-party API Integration', 8_000],
      ['analytics', 'Advanced Analytics Dashboard', 6_000],
      ['automation', 'Business Process Automation', 7_500],
    ]);
    expect(addOnsAt(catalogueDollars).map((addOn) => [addOn.id, addOn.title, addOn.cost])).toEqual([
      ['masterpiece', 'Masterpiece Branding', 15_000],
      ['makerbrains', 'AI Integration', 25_000],
      ['brandfuel', '6 months', 2_590],
    ]);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [997, '$997'],
    [4_499, '$4,499'],
    [50_000, '$50,000'],
    [1_250_000, '$1,250,000'],
  ])('%d reads %s', (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });
});
