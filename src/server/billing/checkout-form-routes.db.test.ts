import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { anonymousCheckoutRateLimit } from './functions-routes.ts';
import { freshAddress } from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const post = (
  body: string,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  remoteAddress = freshAddress(),
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/checkout/start',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress,
    payload: body,
  });

describe('POST /checkout/start (buy buttons without JavaScript)', () => {
  it('answers 303 to a guest hosted checkout for a catalogue product', async () => {
    const response = await post('product=core&returnTo=%2Fproducts');
    expect(response.statusCode).toBe(303);
    const location = response.headers.location ?? '';
    expect(location).toMatch(/\/functions\/v1\/local-checkout\/cs_test_[0-9a-f]{48}$/);
    const sessionId = location.split('/').pop() ?? '';
    const started = await testApp.database.db
      .selectFrom('started_checkouts')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(started).toMatchObject({ catalogue_key: 'core', mode: 'payment', user_id: null });
    const page = await testApp.app.inject({ method: 'GET', url: new URL(location).pathname });
    expect(page.statusCode).toBe(200);
  });

  it('charges the price the page showed, and tells, without starting anything, when it changed', async () => {
    const startedCount = async () =>
      Number(
        (
          await testApp.database.db
            .selectFrom('started_checkouts')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const shown = await post('product=core&expected_amount=850000&returnTo=%2Fproducts');
    expect(shown.statusCode).toBe(303);

    const before = await startedCount();
    // The page was rendered at $8,499.99; CORE sells at $8,500 now.
    const changed = await post('product=core&expected_amount=849999&returnTo=%2Fproducts');
    expect(changed.statusCode).toBe(409);
    expect(changed.headers['content-type']).toContain('text/html');
    expect(changed.body).toContain('The price has changed');
    expect(changed.body).toContain('is now $8,500. Nothing was charged');
    expect(changed.body).toContain('href="/products"');
    expect(await startedCount()).toBe(before);
  });

  it.each([
    ['a negative shown price', 'product=core&expected_amount=-5'],
    ['a shown price in dollars with a point', 'product=core&expected_amount=8500.00'],
    ['a shown price that is not a number', 'product=core&expected_amount=cheap'],
  ])('refuses %s with a readable 400 page', async (_name, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.checkout.invalidPrice);
  });

  it.each([
    ['an unknown product', 'product=rocket&returnTo=%2Fmuse'],
    ['no product', 'returnTo=%2Fmuse'],
    ['a product with odd characters', 'product=%3Cscript%3E&returnTo=%2Fmuse'],
  ])('answers %s with a readable 400 page linking back', async (_name, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(messages.checkout.invalidPrice);
    expect(response.body).toContain('href="/muse"');
    expect(response.body).not.toContain('<script>');
  });

  it('never links back off the site', async () => {
    const response = await post('product=rocket&returnTo=https%3A%2F%2Fevil.example%2F');
    expect(response.body).not.toContain('evil.example');
  });

  it('refuses a post from another site', async () => {
    const response = await post('product=core', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('text/html');
    const foreignOrigin = await post('product=core', { origin: 'https://evil.example' });
    expect(foreignOrigin.statusCode).toBe(403);
  });

  it('answers an unreadable body and over-long body with a page, not JSON', async () => {
    const tooLong = await post(`product=${'a'.repeat(5000)}`);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.headers['content-type']).toContain('text/html');
  });

  it('shares the anonymous checkout rate limit per client address', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < anonymousCheckoutRateLimit.max; sent += 1) {
      expect((await post('product=spark', undefined, address)).statusCode).toBe(303);
    }
    const limited = await post('product=spark', undefined, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain(messages.server.rateLimited);
  });
});
