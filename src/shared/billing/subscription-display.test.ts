import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../schemas/billing.ts';
import {
  activePlan,
  badgeLabel,
  cardLabel,
  orderNumber,
  periodEndDate,
  planName,
} from './subscription-display.ts';

const subscription: SubscriptionRecord = {
  subscription_id: 'sub_1',
  subscription_status: 'active',
  price_id: 'momentum',
  current_period_end: 1_800_000_000,
  payment_method_brand: 'visa',
  payment_method_last4: '4242',
  cancel_at_period_end: false,
};

describe('activePlan (the badge rule)', () => {
  it('names an active subscription to a catalogue price', () => {
    expect(activePlan(subscription)?.name).toBe('MOMENTUM™ Partner');
  });

  it.each([
    ['no subscription', null],
    ['no id', { ...subscription, subscription_id: '' }],
    ['a past-due one', { ...subscription, subscription_status: 'past_due' }],
    ['a cancelled one', { ...subscription, subscription_status: 'canceled' }],
    ['an unknown price', { ...subscription, price_id: 'price_other' }],
    ['no price', { ...subscription, price_id: null }],
  ])('shows nothing for %s', (_case, record) => {
    expect(activePlan(record)).toBeUndefined();
  });
});

describe('account formatting', () => {
  it('names the plan, or "Subscription"', () => {
    expect(planName(subscription)).toBe('MOMENTUM™ Partner');
    expect(planName({ ...subscription, price_id: 'price_x' })).toBe('Subscription');
  });

  it('shows the card brand in upper case with the last four', () => {
    expect(cardLabel(subscription)).toBe('VISA •••• 4242');
    expect(cardLabel({ ...subscription, payment_method_last4: null })).toBeUndefined();
  });

  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('1c9b8e5a-2f3d-4a5b-8c7d-0e1f2a3b4c5d')).toBe('Order #1c9b8e5a');
  });

  it('turns the period end in seconds into a US date', () => {
    expect(periodEndDate(subscription)).toBe('January 15, 2027');
    expect(periodEndDate({ ...subscription, current_period_end: null })).toBeUndefined();
  });
});

describe('badgeLabel', () => {
  it.each([
    ['MOMENTUM™ Partner', 'MOMENTUM™'],
    ['THE MUSE™ Circle', 'THE MUSE™'],
    ['SIGNAL™ Pro', 'SIGNAL™ Pro'],
    ['A long plan without a mark', 'A long plan without a mark'],
  ])('%s reads %s', (name, label) => expect(badgeLabel(name)).toBe(label));
});
