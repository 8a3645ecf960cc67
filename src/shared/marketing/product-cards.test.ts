import { catalogueDollars } from '../catalogue-prices.ts';
import { describe, expect, it } from 'vitest';
import { bundlePath, bundlePrice, completeSignalStack } from './product-bundles.ts';
import { productFaq } from './product-faq.ts';
import {
  filterProducts,
  productCards,
  productFilters,
  productForAnchor,
  productPriceLabel,
} from './product-cards.ts';

describe('productCards', () => {
  it.each([
    ['spark', '$1,500', '3 days', 'clarity'],
    ['brand-kit', '$4,500', '14 days', 'clarity'],
    ['core', '$8,500', '21 days', 'platform'],
    ['mirror', '$3,500', '14 days', 'ai'],
    ['signal', '$3,000', '14 days', 'content'],
    ['momentum', '$1,500 per month', 'monthly', 'ongoing'],
    ['muse', '$4,000 per quarter', 'ongoing', 'ongoing'],
  ])('%s costs %s, takes %s and is filed under %s', (id, price, timeline, category) => {
    const product = productCards.find((card) => card.id === id);
    expect(product).toBeDefined();
    if (!product) return;
    expect(productPriceLabel(product, catalogueDollars)).toBe(price);
    expect(product.timeline).toBe(timeline);
    expect(product.category).toBe(category);
    expect(product.deliverables.length).toBeGreaterThanOrEqual(4);
    expect(product.deliverables.length).toBeLessThanOrEqual(5);
  });

  it('marks only BRAND KIT as most popular', () => {
    expect(productCards.filter((card) => card.isPopular).map((card) => card.id)).toEqual([
      'brand-kit',
    ]);
  });
});

describe('filterProducts', () => {
  it('offers the six filters of the spec', () => {
    expect(productFilters.map((filter) => filter.label)).toEqual([
      'All Products',
      'Clarity',
      'Platform',
      'AI',
      'Content',
      'Ongoing',
    ]);
  });

  it.each([
    ['all', ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum', 'muse']],
    ['clarity', ['spark', 'brand-kit']],
    ['platform', ['core']],
    ['ai', ['mirror']],
    ['content', ['signal']],
    ['ongoing', ['momentum', 'muse']],
  ] as const)('%s shows %j', (filter, ids) => {
    expect(filterProducts(filter).map((card) => card.id)).toEqual(ids);
  });
});

describe('productForAnchor', () => {
  it.each([
    ['spark', 'spark'],
    ['brand-kit', 'brand-kit'],
    ['core', 'core'],
    ['mirror', 'mirror'],
    ['signal', 'signal'],
    ['momentum', 'momentum'],
    ['content-creation', 'signal'],
    ['ai-training', 'mirror'],
    ['strategy-session', 'spark'],
  ])('#%s lands on %s', (anchor, id) => {
    expect(productForAnchor(anchor)?.id).toBe(id);
  });

  it('knows no other anchors', () => {
    expect(productForAnchor('consultation')).toBeUndefined();
  });
});

describe('bundles and FAQ', () => {
  it('prices the Complete Signal Stack at $25,000 over 60 days in 3 payments', () => {
    expect(bundlePrice({ ...completeSignalStack, isPriced: true }, catalogueDollars)).toBe(
      '$25,000',
    );
    expect(completeSignalStack.duration).toBe('60 days');
    expect(completeSignalStack.paymentNote).toContain('3 monthly payments');
    const priced = (bundle: (typeof bundlePath)[number]) => bundlePrice(bundle, catalogueDollars);
    expect(bundlePath.map((bundle) => [bundle.name, priced(bundle), bundle.duration])).toEqual([
      ['Foundation Stack', '$8,500', '30 days'],
      ['Momentum Stack', undefined, '35 to 40 days'],
      ['Complete Signal Stack', '$25,000', '60 days plus 3 months of momentum support'],
    ]);
  });

  it('prices each bundle at the catalogue state the page was rendered with', () => {
    const changed = { ...catalogueDollars, foundationStack: 7_999.5 };
    expect(bundlePath.map((bundle) => bundlePrice(bundle, changed))).toEqual([
      '$7,999.50',
      undefined,
      '$25,000',
    ]);
  });

  it('answers five questions', () => {
    expect(productFaq).toHaveLength(5);
  });
});
