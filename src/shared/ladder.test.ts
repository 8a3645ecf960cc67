import { describe, expect, it } from 'vitest';
import {
  currentStage,
  journey,
  ownedLadderProducts,
  productIdFromName,
  recommendedStage,
  showsAlacarteServices,
  type LadderProductId,
} from './ladder.ts';

const owning = (...ids: string[]) => ids.map((product_id) => ({ product_id, status: 'active' }));
const statusesOf = (...ids: string[]) =>
  Object.fromEntries(journey(owning(...ids)).map((item) => [item.id, item.status]));

describe('productIdFromName', () => {
  it.each([
    ['SPARK™', 'spark'],
    ['BRAND KIT™', 'brand-kit'],
    ['CORE®', 'core'],
    ['MOMENTUM™', 'momentum'],
    ['Content  Creation', 'content-creation'],
  ])('%s -> %s', (name, id) => expect(productIdFromName(name)).toBe(id));
});

describe('stages', () => {
  it.each<[LadderProductId[], number]>([
    [[], 0],
    [['spark'], 1],
    [['spark', 'brand-kit'], 2],
    [['brand-kit', 'core'], 3],
    [['mirror'], 4],
    [['signal'], 5],
    [['momentum'], 6],
    [['spark', 'momentum'], 6],
  ])('owning %j is stage %i, recommending the next', (ids, stage) => {
    const owned = ownedLadderProducts(owning(...ids));
    expect(currentStage(owned)).toBe(stage);
    expect(recommendedStage(owned)).toBe(stage + 1);
  });

  it('ignores inactive and unknown products', () => {
    const owned = ownedLadderProducts([
      { product_id: 'momentum', status: 'cancelled' },
      { product_id: 'muse', status: 'active' },
      { product_id: 'spark', status: 'active' },
    ]);
    expect([...owned]).toEqual(['spark']);
  });
});

describe('journey', () => {
  it.each([
    // owned, expected status per product
    [
      [],
      {
        spark: 'current',
        'brand-kit': 'available',
        core: 'locked',
        mirror: 'locked',
        signal: 'locked',
        momentum: 'locked',
      },
    ],
    [
      ['spark'],
      {
        spark: 'completed',
        'brand-kit': 'current',
        core: 'locked',
        mirror: 'locked',
        signal: 'locked',
        momentum: 'locked',
      },
    ],
    [
      ['spark', 'brand-kit'],
      {
        spark: 'completed',
        'brand-kit': 'completed',
        core: 'current',
        mirror: 'available',
        signal: 'locked',
        momentum: 'locked',
      },
    ],
    [
      ['spark', 'brand-kit', 'core'],
      {
        spark: 'completed',
        'brand-kit': 'completed',
        core: 'completed',
        mirror: 'current',
        signal: 'available',
        momentum: 'locked',
      },
    ],
    [
      ['spark', 'brand-kit', 'core', 'mirror'],
      {
        spark: 'completed',
        'brand-kit': 'completed',
        core: 'completed',
        mirror: 'completed',
        signal: 'current',
        momentum: 'available',
      },
    ],
    [
      ['spark', 'brand-kit', 'core', 'mirror', 'signal'],
      {
        spark: 'completed',
        'brand-kit': 'completed',
        core: 'completed',
        mirror: 'completed',
        signal: 'completed',
        momentum: 'current',
      },
    ],
    [
      ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'],
      {
        spark: 'completed',
        'brand-kit': 'completed',
        core: 'completed',
        mirror: 'completed',
        signal: 'completed',
        momentum: 'completed',
      },
    ],
    // A later product without the earlier ones: earlier ones are available, CORE still needs BRAND KIT.
    [
      ['mirror'],
      {
        spark: 'available',
        'brand-kit': 'available',
        core: 'locked',
        mirror: 'completed',
        signal: 'current',
        momentum: 'available',
      },
    ],
    [
      ['momentum'],
      {
        spark: 'available',
        'brand-kit': 'available',
        core: 'locked',
        mirror: 'available',
        signal: 'available',
        momentum: 'completed',
      },
    ],
    [
      ['core'],
      {
        spark: 'available',
        'brand-kit': 'available',
        core: 'completed',
        mirror: 'current',
        signal: 'available',
        momentum: 'locked',
      },
    ],
    [
      ['brand-kit'],
      {
        spark: 'available',
        'brand-kit': 'completed',
        core: 'current',
        mirror: 'available',
        signal: 'locked',
        momentum: 'locked',
      },
    ],
  ])('owning %j', (ids, expected) => {
    expect(statusesOf(...(ids as string[]))).toEqual(expected);
  });

  it('labels, lock reasons and actions follow the status', () => {
    const items = journey(owning('spark'));
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId.spark).toMatchObject({
      label: 'Completed',
      detail: undefined,
      action: { label: 'View Details', href: '/products#spark' },
    });
    expect(byId['brand-kit']).toMatchObject({
      label: 'Current Focus',
      detail: 'Ready to start',
      action: { label: 'View Details' },
    });
    expect(byId.core).toMatchObject({
      label: 'Locked',
      detail: 'Complete BRAND KIT™ first',
      action: { label: 'Get Started', href: '/products#core' },
    });
    expect(byId.mirror).toMatchObject({ label: 'Locked', detail: 'Complete previous steps first' });
    expect(journey(owning()).find((item) => item.id === 'brand-kit')).toMatchObject({
      label: 'Available now',
      action: { label: 'Get Started' },
    });
  });

  it('lists the six products in ladder order with trademarked names', () => {
    expect(journey([]).map((item) => item.name)).toEqual([
      'SPARK™',
      'BRAND KIT™',
      'CORE™',
      'MIRROR™',
      'SIGNAL™',
      'MOMENTUM™',
    ]);
  });
});

describe('showsAlacarteServices', () => {
  it('only once BRAND KIT is owned and active', () => {
    expect(showsAlacarteServices(owning('spark'))).toBe(false);
    expect(showsAlacarteServices(owning('brand-kit'))).toBe(true);
    expect(showsAlacarteServices([{ product_id: 'brand-kit', status: 'refunded' }])).toBe(false);
  });
});
