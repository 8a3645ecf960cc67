import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '../../shared/schemas/dashboard.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  get,
  payLocalCheckout,
  signUpAccount,
  startAnonymousCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function dashboard(account: TestAccount): Promise<DashboardData> {
  const response = await get(testApp.app, account, '/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json<DashboardData>();
}

const ownedIds = (data: DashboardData) => data.products.map((product) => product.product_id).sort();

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    const response = await get(testApp.app, null, '/api/dashboard');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('gives a new account its e-mail and nothing bought yet', async () => {
    const newcomer = await signUpAccount(testApp.app, 'newcomer@dashboard.example.com');
    expect(await dashboard(newcomer)).toEqual({
      email: 'newcomer@dashboard.example.com',
      products: [],
      hasOrders: false,
      subscription: null,
      pendingPurchases: false,
    });
  });

  it('follows purchases: a one-time order, then a subscription', async () => {
    const climber = await signUpAccount(testApp.app, 'climber@dashboard.example.com');
    await buy(testApp.app, climber, 'spark');
    const afterSpark = await dashboard(climber);
    expect(ownedIds(afterSpark)).toEqual(['spark']);
    expect(afterSpark.hasOrders).toBe(true);
    expect(afterSpark.subscription).toBeNull();

    await buy(testApp.app, climber, 'momentum');
    const afterMomentum = await dashboard(climber);
    expect(ownedIds(afterMomentum)).toEqual(['momentum', 'spark']);
    expect(afterMomentum.subscription).toMatchObject({
      subscription_status: 'active',
      price_id: 'momentum',
    });
  });

  it("never shows one user another's purchases", async () => {
    const buyer = await signUpAccount(testApp.app, 'buyer@dashboard.example.com');
    const neighbour = await signUpAccount(testApp.app, 'neighbour@dashboard.example.com');
    await buy(testApp.app, buyer, 'brandKit');
    expect(ownedIds(await dashboard(buyer))).toEqual(['brand-kit']);
    const seen = await dashboard(neighbour);
    expect(seen).toMatchObject({ products: [], hasOrders: false, subscription: null });
  });

  it('leaves out a purchase made before signing up until the address is proved', async () => {
    const started = await startAnonymousCheckout(testApp.app, 'brandKit');
    const { url } = started.json<{ url: string }>();
    await payLocalCheckout(testApp.app, url, { email: 'early@dashboard.example.com' });
    const early = await signUpAccount(testApp.app, 'early@dashboard.example.com');
    expect(await dashboard(early)).toMatchObject({
      products: [],
      hasOrders: false,
      pendingPurchases: true,
    });
  });
});
