import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import { checkoutErrorMessage } from '../../shared/checkout-errors.ts';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { anonymousCheckoutRateLimit } from './functions-routes.ts';
import {
  buy,
  freshAddress,
  pathOf,
  signUpAccount,
  startAnonymousCheckout,
  startSignedInCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
let buyer: TestAccount;
beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await signUpAccount(testApp.app, 'buyer@billing.example.com');
});
afterAll(async () => {
  await testApp.close();
});

const sessions = () =>
  testApp.database.db.selectFrom('local_billing_checkout_sessions').selectAll().execute();

describe('POST /functions/v1/create-checkout', () => {
  it('answers a hosted checkout on this site for a catalogue price, tied to the user', async () => {
    const response = await startSignedInCheckout(testApp.app, buyer, 'brandKit');
    expect(response.statusCode).toBe(200);
    const { url, sessionId } = response.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`http://localhost:3000/functions/v1/local-checkout/${sessionId}`);
    const session = (await sessions()).find((row) => row.id === sessionId);
    expect(session).toMatchObject({
      price_id: 'brandKit',
      mode: 'payment',
      amount_total: catalogue.brandKit.amount,
      client_reference_id: buyer.id,
      status: 'open',
      success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    });
    // One customer per user, made on the first checkout and reused after.
    await startSignedInCheckout(testApp.app, buyer, 'spark');
    const customers = await testApp.database.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .execute();
    expect(customers).toHaveLength(1);
    expect(customers[0]?.email).toBe(buyer.email);
  });

  it.each([
    ['no token', {}, 'Missing Authorization header'],
    ['a bad token', { authorization: 'Bearer not-a-token' }, 'Invalid Authorization token'],
    ['the public anonymous key', { authorization: 'Bearer anon' }, 'Invalid Authorization token'],
  ])(
    'refuses %s with 401 and an error the client maps to sign in again',
    async (_case, headers, error) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/functions/v1/create-checkout',
        headers,
        payload: {
          priceId: 'spark',
          mode: 'payment',
          successUrl: '/checkout/success',
          cancelUrl: '/checkout/cancel',
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: error });
      expect(checkoutErrorMessage(error)).toBe(messages.checkout.authentication);
    },
  );

  it.each([
    ['an unknown price', { priceId: 'price_free_stuff' }],
    ['a key of the prototype', { priceId: 'toString' }],
    ['a subscription sold as a payment', { priceId: 'momentum', mode: 'payment' }],
    ['a payment sold as a subscription', { priceId: 'spark', mode: 'subscription' }],
    ['no price', { priceId: '' }],
  ])('refuses %s with an error naming price_id', async (_case, overrides) => {
    const before = (await sessions()).length;
    const response = await startSignedInCheckout(testApp.app, buyer, 'spark', overrides);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error).toContain('price_id');
    expect(checkoutErrorMessage(error)).toBe(messages.checkout.invalidPrice);
    expect(await sessions()).toHaveLength(before);
  });

  it.each([
    ['successUrl', 'https://evil.example/checkout/success'],
    ['cancelUrl', '//evil.example/checkout/cancel'],
    ['successUrl', 'javascript:alert(1)'],
  ])('refuses a %s off this site (%s): no open redirect', async (field, value) => {
    const response = await startSignedInCheckout(testApp.app, buyer, 'spark', { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `${field} must be an address on this site` });
  });

  it('accepts return paths and another loopback spelling of the site', async () => {
    const relative = await startSignedInCheckout(testApp.app, buyer, 'spark', {
      successUrl: '/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(relative.statusCode).toBe(200);
    const loopback = await startSignedInCheckout(testApp.app, buyer, 'spark', {
      successUrl: 'http://127.0.0.1:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    });
    // The hosted page lives on the origin the buyer returns to, so the browser keeps its session.
    expect(loopback.json<{ url: string }>().url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/functions\/v1\/local-checkout\//,
    );
  });
});

describe('POST /functions/v1/anonymous-checkout', () => {
  it('starts a checkout for a catalogue key with the public credential, tied to nobody', async () => {
    const response = await startAnonymousCheckout(testApp.app, 'muse');
    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json<{ url: string; sessionId: string }>();
    expect(pathOf(url)).toBe(`/functions/v1/local-checkout/${sessionId}`);
    const session = (await sessions()).find((row) => row.id === sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: null,
      customer_id: null,
    });
  });

  it('names the snake_case fields in its errors', async () => {
    const response = await startAnonymousCheckout(testApp.app, 'spark', {
      overrides: { success_url: 'https://evil.example/' },
    });
    expect(response.json()).toEqual({ error: 'success_url must be an address on this site' });
    const missing = await startAnonymousCheckout(testApp.app, 'spark', {
      overrides: { price_id: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('price_id');
  });

  it.each([
    ['no credential', {}, 'Missing Authorization header'],
    ['a wrong credential', { authorization: 'Bearer guess' }, 'Invalid Authorization credential'],
  ])('refuses %s with 401', async (_case, headers, error) => {
    const response = await startAnonymousCheckout(testApp.app, 'spark', { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error });
  });

  it('rate-limits one client address, answering 429 as {error}', async () => {
    const address = freshAddress();
    for (let index = 0; index < anonymousCheckoutRateLimit.max; index += 1) {
      expect(
        (await startAnonymousCheckout(testApp.app, 'spark', { remoteAddress: address })).statusCode,
      ).toBe(200);
    }
    const limited = await startAnonymousCheckout(testApp.app, 'spark', { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(typeof limited.json<{ error: string }>().error).toBe('string');
    expect((await startAnonymousCheckout(testApp.app, 'spark')).statusCode).toBe(200);
  });
});

describe('POST /functions/v1/customer-portal', () => {
  const openPortal = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/customer-portal',
      headers,
      payload: {},
    });

  it('needs a signed-in caller', async () => {
    const response = await openPortal({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Missing Authorization header' });
  });

  it('says so when the user has never bought anything', async () => {
    const newcomer = await signUpAccount(testApp.app, 'newcomer@billing.example.com');
    const response = await openPortal(newcomer.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toMatch(/No billing account/);
  });

  it('answers the billing portal of the buyer, returning to /account on their origin', async () => {
    const subscriber = await signUpAccount(testApp.app, 'portal@billing.example.com');
    await buy(testApp.app, subscriber, 'momentum');
    const response = await openPortal({ ...subscriber.headers, origin: 'http://127.0.0.1:3000' });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/functions\/v1\/local-portal\/bps_/);
    const portal = await testApp.app.inject({ method: 'GET', url: pathOf(url) });
    expect(portal.body).toContain('href="http://127.0.0.1:3000/account"');

    const foreignOrigin = await openPortal({
      ...subscriber.headers,
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:3000\//);
  });
});
