import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  forgetBillingRecords,
  get,
  payLocalCheckout,
  postWebhook,
  sentEvents,
  signUpAccount,
  startAnonymousCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';
import { recordVerifiedEmail } from './verified-emails-repository.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await forgetBillingRecords(testApp.database);
  await testApp.database.db.deleteFrom('local_billing_events').execute();
});

const db = () => testApp.database.db;
// count(*) is a bigint: PostgreSQL's driver answers it as a string, PGlite as a number.
const count = async (table: 'orders' | 'webhook_events' | 'subscriptions' | 'user_products') =>
  Number(
    (await db().selectFrom(table).select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );

let accountCounter = 0;
const newAccount = (): Promise<TestAccount> => {
  accountCounter += 1;
  return signUpAccount(testApp.app, `webhook-${accountCounter}@billing.example.com`);
};

function fabricatedEvent(
  id: string,
  type: string,
  object: object,
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({ id, object: 'event', type, created, data: { object } });
}

describe('webhook signature', () => {
  const event = fabricatedEvent('evt_signature', 'invoice.paid', { id: 'in_1' });

  it.each([
    ['a missing signature', { signature: null }],
    ['another secret', { secret: 'whsec_somebody_else' }],
    ['a signature older than 5 minutes', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['a malformed header', { signature: 't=1,v1=zz' }],
  ] as const)('refuses %s with 400 and stores nothing', async (_case, options) => {
    const response = await postWebhook(testApp.app, event, options);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBeTruthy();
    expect(await count('webhook_events')).toBe(0);
  });

  it('refuses a body changed after signing', async () => {
    const signed = await postWebhook(testApp.app, event, { signature: undefined });
    expect(signed.statusCode).toBe(200);
    const { signatureHeader } = await import('./webhook-signature.ts');
    const header = signatureHeader(event, 'whsec_test');
    const tampered = event.replace('in_1', 'in_2');
    const response = await postWebhook(testApp.app, tampered, { signature: header });
    expect(response.statusCode).toBe(400);
  });

  it('acknowledges an unknown event type with 2xx and stores it once', async () => {
    const unknown = fabricatedEvent('evt_unknown', 'customer.tax_id.created', { id: 'txi_1' });
    expect((await postWebhook(testApp.app, unknown)).statusCode).toBe(200);
    expect((await postWebhook(testApp.app, unknown)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await count('webhook_events')).toBe(1);
  });
});

describe('processing payment events once, in any order', () => {
  it('acknowledges a redelivered event without applying it twice', async () => {
    const buyer = await newAccount();
    await buy(testApp.app, buyer, 'brandKit');
    const events = await sentEvents(testApp.database);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const replay = await postWebhook(testApp.app, events[0]!.payload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await count('orders')).toBe(1);
  });

  it('turns a storm of 50 concurrent deliveries of one event into one order', async () => {
    const buyer = await newAccount();
    await buy(testApp.app, buyer, 'core');
    const [completed] = await sentEvents(testApp.database);
    await forgetBillingRecords(testApp.database);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postWebhook(testApp.app, completed!.payload)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(
      responses.filter((response) => !response.json<{ duplicate: boolean }>().duplicate),
    ).toHaveLength(1);
    expect(await count('orders')).toBe(1);
    expect(await count('webhook_events')).toBe(1);
    const orders = (await get(testApp.app, buyer, '/api/billing/orders')).json<{
      orders: unknown[];
    }>().orders;
    expect(orders).toHaveLength(1);
    const products = await db()
      .selectFrom('user_products')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .execute();
    expect(products.map((product) => product.product_id)).toEqual(['core']);
  });

  it('reaches the same state when a subscription story arrives backwards', async () => {
    const subscriber = await newAccount();
    await buy(testApp.app, subscriber, 'momentum');
    const portal = await testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/customer-portal',
      headers: subscriber.headers,
      payload: {},
    });
    const portalPath = new URL(portal.json<{ url: string }>().url).pathname;
    const subscriptionId = (
      await db().selectFrom('local_billing_subscriptions').select('id').executeTakeFirstOrThrow()
    ).id;
    await testApp.app.inject({
      method: 'POST',
      url: `${portalPath}/subscriptions/${subscriptionId}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=yes',
    });
    const inOrder = await get(testApp.app, subscriber, '/api/billing/subscription');
    const expected = inOrder.json<{ subscription: { cancel_at_period_end: boolean } }>();
    expect(expected.subscription.cancel_at_period_end).toBe(true);

    const events = await sentEvents(testApp.database);
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    await forgetBillingRecords(testApp.database);
    for (const event of [...events].reverse()) {
      expect((await postWebhook(testApp.app, event.payload)).statusCode).toBe(200);
    }
    expect((await get(testApp.app, subscriber, '/api/billing/subscription')).json()).toEqual(
      expected,
    );
    expect(await count('orders')).toBe(1);
  });

  it('never moves a subscription backwards on the events alone (provider unaware of it)', async () => {
    const subscription = (status: string, cancel: boolean) => ({
      id: 'sub_only_in_events',
      customer: 'cus_only_in_events',
      status,
      cancel_at_period_end: cancel,
      items: { data: [{ price: { id: 'momentum' }, current_period_end: 1_900_000_000 }] },
    });
    const now = Math.floor(Date.now() / 1000);
    const deleted = fabricatedEvent(
      'evt_b',
      'customer.subscription.deleted',
      subscription('canceled', false),
      now,
    );
    const created = fabricatedEvent(
      'evt_a',
      'customer.subscription.created',
      subscription('active', false),
      now - 60,
    );
    await postWebhook(testApp.app, deleted);
    await postWebhook(testApp.app, created);
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(stored.status).toBe('canceled');
  });
});

describe('anonymous purchases', () => {
  async function anonymousPurchase(email: string) {
    const started = await startAnonymousCheckout(testApp.app, 'spark');
    const { url, sessionId } = started.json<{ url: string; sessionId: string }>();
    const paid = await payLocalCheckout(testApp.app, url, { email });
    expect(paid.statusCode).toBe(303);
    return sessionId;
  }

  it('belong to an existing account with the same e-mail once it proved the address', async () => {
    const unproven = await newAccount();
    await anonymousPurchase(unproven.email);
    const order = await db().selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order.user_id).toBeNull();

    const account = await newAccount();
    await recordVerifiedEmail(db(), account.id, account.email);
    await anonymousPurchase(account.email.toUpperCase());
    const linked = await db()
      .selectFrom('orders')
      .select('user_id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(linked.user_id).toBe(account.id);
    const products = await db()
      .selectFrom('user_products')
      .select('product_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(products).toEqual([{ product_id: 'spark' }]);
  });

  it('wait for an account created later with that e-mail to prove it', async () => {
    const email = `later-${Date.now()}@billing.example.com`;
    await anonymousPurchase(email);
    expect(
      (await db().selectFrom('orders').select('user_id').executeTakeFirstOrThrow()).user_id,
    ).toBeNull();
    const account = await signUpAccount(testApp.app, email);
    const ordersSeen = async () =>
      (await get(testApp.app, account, '/api/billing/orders')).json<{ orders: unknown[] }>().orders;
    expect(await ordersSeen()).toEqual([]);

    await recordVerifiedEmail(db(), account.id, email);
    expect(await ordersSeen()).toHaveLength(1);
    const products = (await get(testApp.app, account, '/api/billing/products')).json<{
      products: { product_id: string; status: string }[];
    }>().products;
    expect(products).toMatchObject([{ product_id: 'spark', status: 'active' }]);
  });
});
