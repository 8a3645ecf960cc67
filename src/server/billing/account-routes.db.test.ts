import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import type { OrderRecord, SubscriptionRecord } from '../../shared/schemas/billing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  get,
  signUpAccount,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
let ada: TestAccount;
let bo: TestAccount;
beforeAll(async () => {
  testApp = await createTestApp();
  ada = await signUpAccount(testApp.app, 'ada@account.example.com');
  bo = await signUpAccount(testApp.app, 'bo@account.example.com');
  await buy(testApp.app, ada, 'spark');
  await buy(testApp.app, ada, 'momentum');
  await buy(testApp.app, bo, 'brandKit');
});
afterAll(async () => {
  await testApp.close();
});

const orders = async (account: TestAccount) =>
  (await get(testApp.app, account, '/api/billing/orders')).json<{ orders: OrderRecord[] }>().orders;
const subscription = async (account: TestAccount) =>
  (await get(testApp.app, account, '/api/billing/subscription')).json<{
    subscription: SubscriptionRecord | null;
  }>().subscription;

describe('billing reads', () => {
  it('need a signed-in user', async () => {
    for (const url of [
      '/api/billing/orders',
      '/api/billing/subscription',
      '/api/billing/products',
    ]) {
      const response = await get(testApp.app, null, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("show a user their own orders newest first, as the spec's view names them", async () => {
    const list = await orders(ada);
    expect(list.map((order) => order.price_id)).toEqual(['momentum', 'spark']);
    expect(list[1]).toEqual({
      order_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      order_date: expect.any(String) as string,
      order_status: 'completed',
      amount_total: catalogue.spark.amount,
      currency: 'USD',
      price_id: 'spark',
      amount_refunded: 0,
      refunded_at: null,
    });
  });

  it("never show one user another's orders or subscription", async () => {
    const boOrders = await orders(bo);
    expect(boOrders.map((order) => order.price_id)).toEqual(['brandKit']);
    expect(await subscription(bo)).toBeNull();
    const adaOrderIds = new Set((await orders(ada)).map((order) => order.order_id));
    expect(boOrders.some((order) => adaOrderIds.has(order.order_id))).toBe(false);
  });

  it('show the subscription view with at most one row', async () => {
    expect(await subscription(ada)).toMatchObject({
      subscription_status: 'active',
      price_id: 'momentum',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
  });

  it('list the ladder products bought, newest first', async () => {
    const response = await get(testApp.app, ada, '/api/billing/products');
    const products = response.json<{
      products: { product_id: string; product_name: string; status: string }[];
    }>().products;
    expect(products.map((product) => product.product_id).sort()).toEqual(['momentum', 'spark']);
    expect(products.every((product) => product.status === 'active')).toBe(true);
    expect(products.find((product) => product.product_id === 'spark')?.product_name).toBe('SPARK™');
  });
});
