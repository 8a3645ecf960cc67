import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueKeys, type CatalogueKey } from '../../shared/catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { StripeConfig } from '../stripe-config.ts';
import {
  startFakeStripeServer,
  type FakeStripeServer,
  type RecordedRequest,
} from '../testing/billing/fake-stripe-server.ts';
import { stripeAccountRoutes } from '../testing/billing/stripe-account-routes.ts';
import {
  get,
  postWebhook,
  signUpAccount,
  startAnonymousCheckout,
  startSignedInCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';

const stripeSecret = 'whsec_stripe_endpoint';
const prices = Object.fromEntries(catalogueKeys.map((key) => [key, `price_${key}`])) as Record<
  CatalogueKey,
  string
>;
const periodEnd = 1_900_000_000;

let fake: FakeStripeServer;
let testApp: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  fake = await startFakeStripeServer(stripeAccountRoutes(periodEnd));
  const stripe: StripeConfig = {
    secretKey: 'sk_test_fake',
    webhookSecret: stripeSecret,
    prices,
    apiUrl: new URL(fake.url),
    portalConfiguration: 'bpc_catalogue',
  };
  testApp = await createTestApp({ stripe });
  buyer = await signUpAccount(testApp.app, 'stripe-buyer@billing.example.com');
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const lastRequest = (path: string): RecordedRequest | undefined =>
  fake.requests.filter((request) => request.path === path).at(-1);

describe('Stripe checkout', () => {
  it('creates one customer per user and a session with the configured price', async () => {
    const response = await startSignedInCheckout(testApp.app, buyer, 'brandKit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_fake',
      sessionId: 'cs_fake',
    });

    const customer = lastRequest('/v1/customers');
    expect(customer?.body).toMatchObject({ email: buyer.email, 'metadata[user_id]': buyer.id });
    expect(customer?.headers['idempotency-key']).toBe(`customer-for-user-${buyer.id}`);
    expect(customer?.headers.authorization).toBe('Bearer sk_test_fake');

    const session = lastRequest('/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_brandKit',
      'line_items[0][quantity]': '1',
      client_reference_id: buyer.id,
      customer: 'cus_fake',
      success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout/cancel',
      'metadata[catalogue_key]': 'brandKit',
    });

    fake.requests.length = 0;
    await startSignedInCheckout(testApp.app, buyer, 'spark');
    expect(lastRequest('/v1/customers')).toBeUndefined();
  });

  it("accepts Stripe's own price id and sends subscription metadata for a subscription", async () => {
    const response = await startSignedInCheckout(testApp.app, buyer, 'momentum', {
      priceId: 'price_momentum',
    });
    expect(response.statusCode).toBe(200);
    expect(lastRequest('/v1/checkout/sessions')?.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_momentum',
      'subscription_data[metadata][catalogue_key]': 'momentum',
    });
  });

  it('makes an anonymous one-time buyer a customer, with no user', async () => {
    await startAnonymousCheckout(testApp.app, 'spark');
    const body = lastRequest('/v1/checkout/sessions')?.body ?? {};
    expect(body.customer_creation).toBe('always');
    expect(body.client_reference_id).toBeUndefined();
    expect(body.customer).toBeUndefined();
  });

  it("reports Stripe's refusal of a price as a price_id error", async () => {
    const original = prices.spark;
    prices.spark = 'price_gone';
    try {
      const response = await startSignedInCheckout(testApp.app, buyer, 'spark', {
        priceId: 'spark',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain('price_id');
    } finally {
      prices.spark = original;
    }
  });

  it('opens the billing portal (the plan-switching configuration) returning to /account', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/customer-portal',
      headers: buyer.headers,
      payload: {},
    });
    expect(response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/fake' });
    expect(lastRequest('/v1/billing_portal/sessions')?.body).toEqual({
      customer: 'cus_fake',
      return_url: 'http://localhost:3000/account',
      configuration: 'bpc_catalogue',
    });
  });
});

describe('Stripe webhooks', () => {
  const event = (id: string, type: string, object: object) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });

  it('verifies with STRIPE_WEBHOOK_SECRET and reads the line items Stripe leaves out', async () => {
    const completed = event('evt_stripe_1', 'checkout.session.completed', {
      id: 'cs_fake',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 450_000,
      currency: 'usd',
      customer: 'cus_fake',
      customer_details: { email: buyer.email },
      client_reference_id: buyer.id,
      created: Math.floor(Date.now() / 1000),
    });
    expect((await postWebhook(testApp.app, completed, { secret: 'whsec_test' })).statusCode).toBe(
      400,
    );
    expect((await postWebhook(testApp.app, completed, { secret: stripeSecret })).statusCode).toBe(
      200,
    );
    expect(lastRequest('/v1/checkout/sessions/cs_fake/line_items')).toBeDefined();
    const orders = (await get(testApp.app, buyer, '/api/billing/orders')).json<{
      orders: { price_id: string }[];
    }>();
    expect(orders.orders.map((order) => order.price_id)).toEqual(['brandKit']);
    const status = await get(testApp.app, buyer, '/api/billing/checkout-status?session_id=cs_fake');
    expect(status.json()).toMatchObject({ status: 'paid', product_name: 'BRAND KIT™' });
  });

  it('ends a payment plan after its third payment', async () => {
    const completed = event('evt_stripe_plan', 'checkout.session.completed', {
      id: 'cs_plan',
      mode: 'subscription',
      payment_status: 'paid',
      amount_total: 165_000,
      currency: 'usd',
      customer: 'cus_fake',
      subscription: 'sub_fake',
      invoice: 'in_plan',
      client_reference_id: buyer.id,
      created: Math.floor(Date.now() / 1000),
      line_items: { data: [{ price: { id: 'price_bizBuiltNowPlan' } }] },
    });
    expect((await postWebhook(testApp.app, completed, { secret: stripeSecret })).statusCode).toBe(
      200,
    );
    const update = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions/sub_fake',
    );
    const endsAt = new Date(periodEnd * 1000);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 2);
    expect(update?.body).toEqual({
      cancel_at: String(endsAt.getTime() / 1000),
      proration_behavior: 'none',
    });
  });

  it('reads a changed subscription back with its card, mapping the price to its key', async () => {
    const updated = event('evt_stripe_2', 'customer.subscription.updated', {
      id: 'sub_fake',
      customer: 'cus_fake',
      status: 'past_due',
      items: { data: [] },
    });
    expect((await postWebhook(testApp.app, updated, { secret: stripeSecret })).statusCode).toBe(
      200,
    );
    expect(lastRequest('/v1/subscriptions/sub_fake')?.query).toMatchObject({
      'expand[0]': 'default_payment_method',
    });
    const subscription = (await get(testApp.app, buyer, '/api/billing/subscription')).json();
    expect(subscription).toEqual({
      subscription: {
        subscription_id: 'sub_fake',
        subscription_status: 'active',
        price_id: 'momentum',
        current_period_end: periodEnd,
        payment_method_brand: 'mastercard',
        payment_method_last4: '4444',
        cancel_at_period_end: false,
      },
    });
  });
});
