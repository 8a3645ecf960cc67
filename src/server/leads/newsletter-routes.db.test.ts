import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('POST /api/newsletter', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  const subscribe = (payload: unknown, remoteAddress = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: payload as object,
      remoteAddress,
    });
  const storedLeads = () => testApp.database.db.selectFrom('leads').selectAll().execute();

  it('stores a newsletter lead with a name from the address, status new and subscriber true', async () => {
    const response = await subscribe({ email: '  ada.lovelace@example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      message: 'Subscribed to The Transmission',
      status: 'new',
      source: 'newsletter',
      newsletter_subscriber: true,
      company: null,
      phone: null,
    });
  });

  it('keeps one lead when the same address subscribes twice, in any case', async () => {
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(201);
    const again = await subscribe({ email: 'ADA@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(await storedLeads()).toHaveLength(1);
  });

  it('keeps one lead when two sign-ups for one address arrive together', async () => {
    const responses = await Promise.all([
      subscribe({ email: 'twin@example.com' }),
      subscribe({ email: 'twin@example.com' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('does not count a contact lead with the same address as a subscription', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(201);
    const sources = (await storedLeads()).map((lead) => lead.source).sort();
    expect(sources).toEqual(['contact', 'newsletter']);
  });

  it.each([
    ['an empty address', { email: '' }, 'Email is required'],
    ['a malformed address', { email: 'not-an-email' }, messages.validation.invalidEmail],
    ['a missing address', {}, undefined],
  ])('rejects %s with a 400 naming the field', async (_case, payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details[0].field).toBe('email');
    if (message) expect(body.error.details).toContainEqual({ field: 'email', message });
    expect(await storedLeads()).toHaveLength(0);
  });

  it('rejects unknown fields', async () => {
    const response = await subscribe({ email: 'ada@example.com', status: 'converted' });
    expect(response.statusCode).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('rate-limits one client address after 10 sign-ups in 10 minutes', async () => {
    for (let index = 0; index < 10; index += 1)
      expect(
        (await subscribe({ email: `reader${index}@example.com` }, '10.7.7.7')).statusCode,
      ).toBe(201);
    const limited = await subscribe({ email: 'one-more@example.com' }, '10.7.7.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toEqual({
      code: 'over_request_rate_limit',
      message: messages.server.rateLimited,
    });
    expect((await subscribe({ email: 'neighbour@example.com' }, '10.7.7.8')).statusCode).toBe(201);
    expect(await storedLeads()).toHaveLength(11);
  });
});
