import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueKeys, type CatalogueKey } from '../../shared/catalogue.ts';
import type { CatalogueEntry, CatalogueList } from '../../shared/schemas/catalogue.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import type { StripeConfig } from '../stripe-config.ts';
import {
  payLocalCheckout,
  startAnonymousCheckout,
  startSignedInCheckout,
} from '../testing/billing/billing-test-fixture.ts';
import {
  startFakeStripeServer,
  type FakeStripeServer,
} from '../testing/billing/fake-stripe-server.ts';
import { stripeAccountRoutes } from '../testing/billing/stripe-account-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** What the admin's form sends for `key` with a new price. */
async function changePrice(testApp: TestApp, admin: TestAccount, key: string, amount: number) {
  const list = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/catalogue',
    headers: admin.headers,
  });
  const item = list.json<CatalogueList>().items.find((entry) => entry.key === key)!;
  const { revision, name, description, duration, included, ladderProducts, sale } = item;
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/catalogue/${key}`,
    headers: admin.headers,
    payload: { revision, name, description, duration, included, ladderProducts, sale, amount },
  });
  return response;
}

describe('a price change meets checkout (local provider)', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signUpAccount(testApp.app, 'price-admin@example.com');
    await makeAdmin(testApp.database, admin);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const db = () => testApp.database.db;

  it('an open checkout pays the price it showed; the order keeps it; the next one pays the new price', async () => {
    const open = await startAnonymousCheckout(testApp.app, 'signal');
    expect(open.statusCode).toBe(200);
    const { url, sessionId } = open.json<{ url: string; sessionId: string }>();
    expect((await changePrice(testApp, admin, 'signal', 320_000)).statusCode).toBe(200);

    const page = await testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('$3,000');
    expect(
      (await payLocalCheckout(testApp.app, url, { email: 'old@example.com' })).statusCode,
    ).toBe(303);
    const order = await db()
      .selectFrom('orders')
      .select(['amount_total', 'catalogue_key'])
      .where('checkout_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ amount_total: 300_000, catalogue_key: 'signal' });

    const next = await startAnonymousCheckout(testApp.app, 'signal');
    const nextId = next.json<{ sessionId: string }>().sessionId;
    const started = await db()
      .selectFrom('started_checkouts')
      .select('amount_total')
      .where('id', '=', nextId)
      .executeTakeFirstOrThrow();
    expect(started.amount_total).toBe(320_000);
    // The first order still says what it was paid at.
    const again = await db()
      .selectFrom('orders')
      .select('amount_total')
      .where('checkout_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(again.amount_total).toBe(300_000);
  });

  it('a buyer shown the old price is told it changed and nothing starts', async () => {
    expect((await changePrice(testApp, admin, 'brandKit', 480_000)).statusCode).toBe(200);
    const before = await db().selectFrom('started_checkouts').select('id').execute();
    const stale = await startAnonymousCheckout(testApp.app, 'brandKit', {
      overrides: { expected_amount: 450_000 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('now $4,800');
    const after = await db().selectFrom('started_checkouts').select('id').execute();
    expect(after).toHaveLength(before.length);
    const shown = await startAnonymousCheckout(testApp.app, 'brandKit', {
      overrides: { expected_amount: 480_000 },
    });
    expect(shown.statusCode).toBe(200);
  });
});

describe('a price change with Stripe', () => {
  const prices = Object.fromEntries(catalogueKeys.map((key) => [key, `price_${key}`])) as Record<
    CatalogueKey,
    string
  >;
  let fake: FakeStripeServer;
  let testApp: TestApp;
  let admin: TestAccount;
  let made = 0;
  beforeAll(async () => {
    fake = await startFakeStripeServer([
      (request) => {
        if (request.method !== 'POST' || request.path !== '/v1/prices') return undefined;
        made += 1;
        return { body: { id: `price_made_${made}`, object: 'price' } };
      },
      ...stripeAccountRoutes(1_900_000_000),
    ]);
    const stripe: StripeConfig = {
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_catalogue',
      prices,
      apiUrl: new URL(fake.url),
      portalConfiguration: 'bpc_catalogue',
    };
    testApp = await createTestApp({ stripe });
    admin = await signUpAccount(testApp.app, 'stripe-price-admin@example.com');
    await makeAdmin(testApp.database, admin);
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it('makes a new Stripe price, shows it as live and checks out with it', async () => {
    const saved = await changePrice(testApp, admin, 'momentum', 160_000);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CatalogueEntry>().live).toEqual({
      amount: 160_000,
      provider: 'stripe',
      priceId: 'price_made_1',
    });
    const created = fake.requests.find((request) => request.path === '/v1/prices')!;
    expect(created.body).toMatchObject({
      product: 'studio_momentum',
      unit_amount: '160000',
      currency: 'usd',
      'recurring[interval]': 'month',
      'recurring[interval_count]': '1',
    });
    const buyer = await signUpAccount(testApp.app, 'stripe-price-buyer@example.com');
    expect((await startSignedInCheckout(testApp.app, buyer, 'momentum')).statusCode).toBe(200);
    const session = fake.requests
      .filter((request) => request.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(session.body['line_items[0][price]']).toBe('price_made_1');

    // Back to the seed price: the configured price is live again, and nothing new is made.
    expect(
      (await changePrice(testApp, admin, 'momentum', 150_000)).json<CatalogueEntry>().live.priceId,
    ).toBe('price_momentum');
    expect(made).toBe(1);
  });

  it('refuses the save and changes nothing when Stripe refuses the price', async () => {
    fake.routes.unshift((request) =>
      request.path === '/v1/prices'
        ? { status: 400, body: { error: { type: 'invalid_request_error', message: 'No' } } }
        : undefined,
    );
    const refused = await changePrice(testApp, admin, 'signal', 310_000);
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain('Nothing was saved');
    fake.routes.shift();
    const row = await testApp.database.db
      .selectFrom('catalogue_items')
      .select('amount')
      .where('key', '=', 'signal')
      .executeTakeFirstOrThrow();
    expect(row.amount).toBe(300_000);
  });
});
