import { describe, expect, it } from 'vitest';
import type { DashboardData } from '~/shared/schemas/dashboard';
import type { SubscriptionRecord, UserProduct } from '~/shared/schemas/billing';
import { dashboardModel } from './dashboard-model';

const owned = (productId: string, status = 'active'): UserProduct => ({
  id: `row-${productId}`,
  user_id: 'user-1',
  product_id: productId,
  product_name: productId.toUpperCase(),
  metadata: {},
  status,
  purchase_date: '2026-11-20T10:00:00.000Z',
});

const subscription = (status: string): SubscriptionRecord => ({
  subscription_id: 'sub_1',
  subscription_status: status,
  price_id: 'momentum',
  current_period_end: 1_800_000_000,
  payment_method_brand: 'visa',
  payment_method_last4: '4242',
  cancel_at_period_end: false,
});

const data = (overrides: Partial<DashboardData> = {}): DashboardData => ({
  email: 'ada@example.com',
  products: [],
  hasOrders: false,
  subscription: null,
  pendingPurchases: false,
  ...overrides,
});

describe('dashboardModel', () => {
  it('starts a new account at stage 0 with SPARK and a strategy call recommended', () => {
    const model = dashboardModel(data());
    expect(model).toMatchObject({
      stage: 0,
      showsAlacarte: false,
      onboardingStep: 1,
      recommendations: ['spark', 'strategy-call'],
    });
    expect(model.journey.map((item) => item.status)).toEqual([
      'current',
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it('moves to step 2 with any order and shows the services once BRAND KIT is owned', () => {
    const model = dashboardModel(
      data({ products: [owned('spark'), owned('brand-kit')], hasOrders: true }),
    );
    expect(model).toMatchObject({
      stage: 2,
      showsAlacarte: true,
      onboardingStep: 2,
      recommendations: ['core', 'strategy-call'],
    });
  });

  it('reaches step 3 only with an active subscription', () => {
    const withProducts = { products: [owned('momentum')], hasOrders: true };
    expect(
      dashboardModel(data({ ...withProducts, subscription: subscription('active') })),
    ).toMatchObject({ stage: 6, onboardingStep: 3 });
    expect(
      dashboardModel(data({ ...withProducts, subscription: subscription('canceled') })),
    ).toMatchObject({ onboardingStep: 2 });
  });

  it('ignores products that are no longer active', () => {
    const model = dashboardModel(data({ products: [owned('brand-kit', 'inactive')] }));
    expect(model).toMatchObject({ stage: 0, showsAlacarte: false });
  });
});
