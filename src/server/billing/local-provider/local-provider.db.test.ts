import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cardMessages } from './local-cards.ts';
import {
  declinedCard,
  get,
  pathOf,
  payLocalCheckout,
  signUpAccount,
  startAnonymousCheckout,
  startSignedInCheckout,
  type TestAccount,
} from '../../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
let buyer: TestAccount;
beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await signUpAccount(testApp.app, 'hosted@billing.example.com');
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

async function checkout(key: 'spark' | 'momentum' | 'muse') {
  const response = await startSignedInCheckout(testApp.app, buyer, key);
  return response.json<{ url: string; sessionId: string }>();
}

describe('local hosted checkout page', () => {
  it('shows the item, the amount and a card field under a script-free policy', async () => {
    const { url } = await checkout('muse');
    const page = await testApp.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('THE MUSE™ Circle');
    expect(page.body).toContain('$4,000');
    expect(page.body).toContain('every 3 months');
    expect(page.body).toContain('name="card_number"');
    expect(page.body).toContain('Paying as <strong>hosted@billing.example.com</strong>');
    expect(page.body).not.toContain('<script');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("form-action 'self'");
  });

  it('asks an anonymous buyer for an e-mail and links Cancel to the cancel address', async () => {
    const started = await startAnonymousCheckout(testApp.app, 'spark');
    const page = await testApp.app.inject({
      method: 'GET',
      url: pathOf(started.json<{ url: string }>().url),
    });
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('href="http://localhost:3000/checkout/cancel"');
  });

  it('escapes what a buyer typed when showing it back', async () => {
    const started = await startAnonymousCheckout(testApp.app, 'spark');
    const response = await payLocalCheckout(testApp.app, started.json<{ url: string }>().url, {
      email: '"><script>alert(1)</script>',
      card: '<b>4242</b>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('pays with 4242 4242 4242 4242 (spaces or none) and returns to the success address', async () => {
    const { url, sessionId } = await checkout('spark');
    const response = await payLocalCheckout(testApp.app, url, { card: '4242424242424242' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:3000/checkout/success?session_id=${sessionId}`,
    );
    const methods = await db().selectFrom('local_billing_payment_methods').selectAll().execute();
    expect(methods.at(-1)).toMatchObject({ brand: 'visa', last4: '4242' });
    // Paying twice (a double submit) charges once and lands on the same page.
    const again = await payLocalCheckout(testApp.app, url);
    expect(again.headers.location).toBe(response.headers.location);
    const orders = await db()
      .selectFrom('orders')
      .selectAll()
      .where('checkout_session_id', '=', sessionId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with a clear message, keeps the form and records nothing', async () => {
    const { url, sessionId } = await checkout('spark');
    const response = await payLocalCheckout(testApp.app, url, { card: declinedCard });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(cardMessages.declined);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(`value="${declinedCard}"`);
    const session = await db()
      .selectFrom('local_billing_checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('open');
    expect(
      await db()
        .selectFrom('orders')
        .selectAll()
        .where('checkout_session_id', '=', sessionId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses any other card number', async () => {
    const { url } = await checkout('spark');
    const response = await payLocalCheckout(testApp.app, url, { card: '5555 5555 5555 4444' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('accepts only test cards');
  });

  it('makes a subscription with its period end and card, never storing the card number', async () => {
    const { url } = await checkout('momentum');
    await payLocalCheckout(testApp.app, url);
    const subscription = (await get(testApp.app, buyer, '/api/billing/subscription')).json<{
      subscription: Record<string, unknown>;
    }>().subscription;
    expect(subscription).toMatchObject({
      subscription_status: 'active',
      price_id: 'momentum',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      cancel_at_period_end: false,
    });
    const periodEnd = subscription.current_period_end as number;
    const days = (periodEnd * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const dump = JSON.stringify(
      await db().selectFrom('local_billing_events').select('payload').execute(),
    );
    expect(dump).not.toContain('4242424242424242');
  });

  it('answers an unknown session with a page, not a crash', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/functions/v1/local-checkout/cs_test_${'0'.repeat(48)}`,
    });
    expect(response.statusCode).toBe(410);
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/functions/v1/local-checkout/../../etc',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('local billing portal', () => {
  it('shows the plan, changes the card, and cancels at period end', async () => {
    const subscriber = await signUpAccount(testApp.app, 'portal-page@billing.example.com');
    const started = await startSignedInCheckout(testApp.app, subscriber, 'momentum');
    await payLocalCheckout(testApp.app, started.json<{ url: string }>().url);
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/customer-portal',
      headers: subscriber.headers,
      payload: {},
    });
    const portalPath = pathOf(opened.json<{ url: string }>().url);
    const page = await testApp.app.inject({ method: 'GET', url: portalPath });
    expect(page.body).toContain('MOMENTUM™ Partner');
    expect(page.body).toContain('Renews on');
    expect(page.body).toContain('VISA ending in 4242');

    const declined = await testApp.app.inject({
      method: 'POST',
      url: `${portalPath}/payment-method`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card_number=${encodeURIComponent(declinedCard)}`,
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain(cardMessages.declined);

    const action = /action="([^"]+\/cancel)"/.exec(page.body)?.[1];
    expect(action).toBeDefined();
    // Asked first, on a page of its own; then confirmed.
    const asked = await testApp.app.inject({ method: 'POST', url: action! });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Yes, cancel my plan');
    expect(asked.body).toMatch(/stays active until .+, then ends/);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=yes',
    });
    expect(cancelled.statusCode).toBe(303);
    const after = await testApp.app.inject({
      method: 'GET',
      url: cancelled.headers.location as string,
    });
    expect(after.body).toContain('Cancels on');
    const subscription = (await get(testApp.app, subscriber, '/api/billing/subscription')).json<{
      subscription: { cancel_at_period_end: boolean; subscription_status: string };
    }>().subscription;
    expect(subscription).toMatchObject({
      cancel_at_period_end: true,
      subscription_status: 'active',
    });
  });

  it('will not touch a subscription of another customer', async () => {
    const owner = await signUpAccount(testApp.app, 'owner-sub@billing.example.com');
    const other = await signUpAccount(testApp.app, 'other-sub@billing.example.com');
    for (const account of [owner, other]) {
      const started = await startSignedInCheckout(testApp.app, account, 'momentum');
      await payLocalCheckout(testApp.app, started.json<{ url: string }>().url);
    }
    const otherSubscription = await db()
      .selectFrom('subscriptions')
      .select('provider_subscription_id')
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/customer-portal',
      headers: owner.headers,
      payload: {},
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${pathOf(opened.json<{ url: string }>().url)}/subscriptions/${otherSubscription.provider_subscription_id}/cancel`,
    });
    expect(response.statusCode).toBe(404);
  });
});
