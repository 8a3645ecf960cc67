/**
 * What the products page shows for each step of the Signal Stack. Prices come from the
 * checkout catalogue, so the card and the checkout can never disagree.
 */
import type { CatalogueKey } from '../catalogue.ts';
import { subscriptionMonths } from '../catalogue-modes.ts';
import { formatUsDollars } from '../us-dollars.ts';
import { sparkSessionMinutes } from '../catalogue-prices.ts';
import type { CatalogueDollars } from '../catalogue-live.ts';

export type ProductCategory = 'clarity' | 'platform' | 'ai' | 'content' | 'ongoing';
export type ProductFilter = 'all' | ProductCategory;

export const productFilters: { value: ProductFilter; label: string }[] = [
  { value: 'all', label: 'All Products' },
  { value: 'clarity', label: 'Clarity' },
  { value: 'platform', label: 'Platform' },
  { value: 'ai', label: 'AI' },
  { value: 'content', label: 'Content' },
  { value: 'ongoing', label: 'Ongoing' },
];

export interface ProductCard {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  timeline: string;
  category: ProductCategory;
  deliverables: string[];
  isPopular?: boolean;
  /** The checkout item the buy button sells. */
  catalogueKey: CatalogueKey;
  /** Other hash names that land on this card (/products#ai-training shows MIRROR). */
  anchorAliases?: string[];
}

export const productCards: ProductCard[] = [
  {
    id: 'spark',
    title: 'SPARK Session',
    subtitle: 'Clarity Session',
    description:
      'A focused working session that names what makes you different and what to build first.',
    timeline: '3 days',
    category: 'clarity',
    deliverables: [
      `A ${sparkSessionMinutes}-minute live clarity session`,
      'Your signal statement in one sentence',
      'Audience and offer map',
      'A prioritised 90-day roadmap',
    ],
    catalogueKey: 'spark',
    anchorAliases: ['strategy-session'],
  },
  {
    id: 'brand-kit',
    title: 'BRAND KIT',
    subtitle: 'Identity System',
    description: 'Your signal turned into a brand anyone on your team can use with confidence.',
    timeline: '14 days',
    category: 'clarity',
    isPopular: true,
    deliverables: [
      'Logo suite and colour palette',
      'Typography and visual guidelines',
      'Voice and messaging guide',
      'Social and presentation templates',
      'Brand book in PDF and Figma',
    ],
    catalogueKey: 'brandKit',
  },
  {
    id: 'core',
    title: 'CORE',
    subtitle: 'Scroll-Based Website Platform',
    description: 'One continuous story that qualifies, books and sells while you work.',
    timeline: '21 days',
    category: 'platform',
    deliverables: [
      'Scroll-based website on your brand',
      'Booking, forms and payment flows',
      'Lead capture connected to your CRM',
      'Analytics dashboard',
      'Training and 30 days of support',
    ],
    catalogueKey: 'core',
  },
  {
    id: 'mirror',
    title: 'MIRROR',
    subtitle: 'Custom AI Voice Model',
    description:
      'An AI assistant trained on your voice that drafts, answers and qualifies like you.',
    timeline: '14 days',
    category: 'ai',
    deliverables: [
      'Voice training on your content',
      'Custom assistant for site and inbox',
      'Knowledge base from your material',
      'Guardrails and tone review',
    ],
    catalogueKey: 'mirror',
    anchorAliases: ['ai-training'],
  },
  {
    id: 'signal',
    title: 'SIGNAL',
    subtitle: 'Content Engine',
    description: 'One conversation a month becomes a steady stream of on-voice content.',
    timeline: '14 days',
    category: 'content',
    deliverables: [
      'Content strategy and editorial calendar',
      'Monthly interview-to-content workflow',
      'Posts, articles and newsletter templates',
      'Repurposing playbook',
    ],
    catalogueKey: 'signal',
    anchorAliases: ['content-creation'],
  },
  {
    id: 'momentum',
    title: 'MOMENTUM PARTNER',
    subtitle: 'Monthly Strategy',
    description: 'A senior strategist in your corner every month, so the system keeps compounding.',
    timeline: 'monthly',
    category: 'ongoing',
    deliverables: [
      'Two strategy calls a month',
      'Quarterly signal review',
      'Priority access to the studio',
      'Campaign and launch planning',
    ],
    catalogueKey: 'momentum',
  },
  {
    id: 'muse',
    title: 'THE MUSE',
    subtitle: 'Private Membership Circle',
    description: 'An invitation-only circle of founders building category-defining brands.',
    timeline: 'ongoing',
    category: 'ongoing',
    deliverables: [
      'Cohort limited to 12 members',
      'Monthly founder roundtables',
      'Quarterly in-person sessions',
      'Private community and resources',
      'Direct line to the studio founders',
    ],
    catalogueKey: 'muse',
  },
];

export function filterProducts(filter: ProductFilter): ProductCard[] {
  return filter === 'all'
    ? productCards
    : productCards.filter((product) => product.category === filter);
}

/** "$4,500", "$1,500 per month", "$4,000 per quarter". */
export function productPriceLabel(product: ProductCard, dollars: CatalogueDollars): string {
  // Every item is in US dollars; cents only when the price has them (like formatCurrency).
  const cents = Math.round(dollars[product.catalogueKey] * 100);
  const price = formatUsDollars(cents / 100, cents % 100 === 0 ? 0 : 2);
  const months = subscriptionMonths[product.catalogueKey];
  if (!months) return price;
  return `${price} per ${months === 3 ? 'quarter' : 'month'}`;
}

/** The card a hash names, by its id or one of its aliases (without the leading #). */
export function productForAnchor(anchor: string): ProductCard | undefined {
  return productCards.find(
    (product) => product.id === anchor || product.anchorAliases?.includes(anchor),
  );
}

export function productCategoryLabel(category: ProductCategory): string {
  return productFilters.find((filter) => filter.value === category)?.label ?? category;
}
