import { describe, expect, it } from 'vitest';
import { journey } from '~/shared/ladder';
import type { UserProduct } from '~/shared/schemas/billing';
import { journeyNote, listWords, ownershipSentence } from './dashboard-words';

const product = (
  productId: string,
  metadata: Record<string, string> = { source: 'order' },
): UserProduct => ({
  id: `row-${productId}`,
  user_id: 'user-1',
  product_id: productId,
  product_name: productId,
  metadata,
  status: 'active',
  purchase_date: '2026-11-20T10:00:00.000Z',
});

const viaPlan = (productId: string, key: string) =>
  product(productId, { source: 'subscription', catalogue_key: key });

describe('dashboard words', () => {
  it('says what was bought and what is next, in the ladder order', () => {
    const products = [product('momentum'), product('spark')];
    expect(ownershipSentence(products, journey(products))).toBe(
      'You own SPARK™ and MOMENTUM™. Next: BRAND KIT™.',
    );
  });

  it('shows a product a plan includes as included in that plan, not as bought', () => {
    const products = [product('spark'), viaPlan('signal', 'signalPro')];
    expect(ownershipSentence(products, journey(products))).toBe(
      'You own SPARK™. SIGNAL™ is included in SIGNAL™ Pro. Next: BRAND KIT™.',
    );
    const items = journey(products);
    const signal = items.find((item) => item.id === 'signal')!;
    expect(signal.label).toBe('Completed');
    expect(journeyNote(signal, products)).toBe('Included in SIGNAL™ Pro while the plan lasts');
  });

  it('explains a paid session and a lock whose Get Started still works', () => {
    const products = [product('spark')];
    const items = journey(products);
    expect(
      journeyNote(
        items.find((item) => item.id === 'spark')!,
        products,
      ),
    ).toBe('Paid on Nov 20, 2026; book your session time if you have not yet');
    const core = items.find((item) => item.id === 'core')!;
    expect(core).toMatchObject({ label: 'Locked', action: { label: 'Get Started' } });
    expect(journeyNote(core, products)).toBe('You can still buy it now; we suggest this order.');
    expect(
      journeyNote(
        items.find((item) => item.id === 'brand-kit')!,
        products,
      ),
    ).toBeUndefined();
  });

  it('starts a new customer with the first step, and ends the climb in words', () => {
    expect(ownershipSentence([], journey([]))).toBe(
      'You have not bought a step yet. Next: SPARK™.',
    );
    const all = ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'].map((id) =>
      product(id),
    );
    expect(ownershipSentence(all, journey(all))).toContain('You have every step of the journey.');
    expect(listWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
