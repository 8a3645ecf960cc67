/**
 * The Development Investment Calculator on /makeros. Amounts are whole dollars, not
 * cents: the spec defines the total as a dollar figure rounded to a whole number.
 */

import type { CatalogueDollars } from '../catalogue-live.ts';
import { makerOsBasePrices } from './makeros-facts.ts';

export type Complexity = 'low' | 'medium' | 'high';
export type Timeframe = 'superspeed' | 'urgent' | 'standard' | 'relaxed';
export type CoreFeatureId =
  'userAuth' | 'realtime' | 'customWorkflows' | 'apiIntegration' | 'analytics' | 'automation';
export type AddOnId = 'masterpiece' | 'makerbrains' | 'brandfuel';

export interface ComplexityLevel {
  id: Complexity;
  label: string;
  basePrice: number;
  description: string;
}

export interface TimeframeOption {
  id: Timeframe;
  label: string;
  duration: string;
  factor: number;
  note: string;
}

export interface CoreFeature {
  id: CoreFeatureId;
  name: string;
  description: string;
  cost: number;
}

export interface AddOn {
  id: AddOnId;
  name: string;
  title: string;
  description: string;
  cost: number;
  icon: 'palette' | 'brain' | 'flame';
}

export const complexityLevels: readonly ComplexityLevel[] = [
  {
    id: 'low',
    label: 'Low',
    basePrice: makerOsBasePrices.low,
    description: 'A focused tool: a few screens, one team, simple data.',
  },
  {
    id: 'medium',
    label: 'Medium',
    basePrice: makerOsBasePrices.medium,
    description: 'A full business system: several roles, workflows and integrations.',
  },
  {
    id: 'high',
    label: 'High',
    basePrice: makerOsBasePrices.high,
    description: 'A platform: many roles, heavy data, customer-facing portals.',
  },
];

export const timeframes: readonly TimeframeOption[] = [
  { id: 'superspeed', label: 'Superspeed', duration: '30 days', factor: 2, note: '100% premium' },
  { id: 'urgent', label: 'Urgent', duration: '2-3 months', factor: 1.5, note: '50% premium' },
  {
    id: 'standard',
    label: 'Standard',
    duration: '3-6 months',
    factor: 1,
    note: 'Standard pricing',
  },
  { id: 'relaxed', label: 'Relaxed', duration: '6+ months', factor: 0.9, note: '10% discount' },
];

export const coreFeatures: readonly CoreFeature[] = [
  {
    id: 'userAuth',
    name: 'User Authentication & Roles',
    description: 'Sign-in, teams and permissions for staff, clients and partners.',
    cost: 5_000,
  },
  {
    id: 'realtime',
    name: 'Real-time Data & Collaboration',
    description: 'Everyone sees changes the moment they happen.',
    cost: 7_500,
  },
  {
    id: 'customWorkflows',
    name: 'Custom Business Workflows',
    description: 'Your process, step by step, with approvals and hand-offs.',
    cost: 10_000,
  },
  {
    id: 'apiIntegration',
    name: 'Third-party API Integration',
    description: 'Payments, calendars, CRMs and the tools you already use.',
    cost: 8_000,
  },
  {
    id: 'analytics',
    name: 'Advanced Analytics Dashboard',
    description: 'The numbers that run your business, live on one screen.',
    cost: 6_000,
  },
  {
    id: 'automation',
    name: 'Business Process Automation',
    description: 'Reminders, follow-ups and reports that run themselves.',
    cost: 7_500,
  },
];

/** The add-ons at the catalogue's current prices (BrandFuel is sold from it). */
export const addOnsAt = (dollars: CatalogueDollars): readonly AddOn[] => [
  {
    id: 'masterpiece',
    name: 'Masterpiece',
    title: 'Masterpiece Branding',
    description: 'A complete brand identity so the system looks as good as it works.',
    cost: 15_000,
    icon: 'palette',
  },
  {
    id: 'makerbrains',
    name: 'MakerBrains',
    title: 'AI Integration',
    description: 'A custom AI model trained on your data, built into the app.',
    cost: 25_000,
    icon: 'brain',
  },
  {
    id: 'brandfuel',
    name: 'BrandFuel',
    title: '6 months',
    description: 'Six months of done-for-you content: two BrandFuel Velocity terms of 3 months.',
    // Priced as /brandfuel sells it (the spec's $12,000 contradicted that page).
    cost: 2 * dollars.brandFuelVelocity,
    icon: 'flame',
  },
];

export const defaultComplexity: Complexity = 'medium';
export const defaultTimeframe: Timeframe = 'standard';

export const paymentTerms = [
  '50% upfront, 50% on completion',
  'Monthly installments available',
  'Startup credits for early-stage founders',
] as const;

export interface InvestmentChoices {
  complexity: Complexity;
  timeframe: Timeframe;
  featureIds: readonly CoreFeatureId[];
  addOnIds: readonly AddOnId[];
}

export interface InvestmentEstimate {
  basePrice: number;
  featuresCost: number;
  addOnsCost: number;
  factor: number;
  total: number;
  perMonth: number;
}

function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown calculator option: ${id}`);
  return item;
}

/** Total = (base + features + add-ons) x timeframe factor, rounded; per month = total / 12. */
export function estimateInvestment(
  choices: InvestmentChoices,
  dollars: CatalogueDollars,
): InvestmentEstimate {
  const addOns = addOnsAt(dollars);
  const basePrice = byId(complexityLevels, choices.complexity).basePrice;
  const factor = byId(timeframes, choices.timeframe).factor;
  // A Set, so a feature listed twice is still paid for once.
  const featuresCost = [...new Set(choices.featureIds)].reduce(
    (sum, id) => sum + byId(coreFeatures, id).cost,
    0,
  );
  const addOnsCost = [...new Set(choices.addOnIds)].reduce(
    (sum, id) => sum + byId(addOns, id).cost,
    0,
  );
  const total = Math.round((basePrice + featuresCost + addOnsCost) * factor);
  return { basePrice, featuresCost, addOnsCost, factor, total, perMonth: Math.round(total / 12) };
}
