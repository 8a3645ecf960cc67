import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const validLead = {
  name: 'Ada Founder',
  email: 'ada@example.com',
  message: 'We need a brand and a site.',
};

describe('POST /api/leads', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  const post = (payload: unknown, remoteAddress = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: payload as object,
      remoteAddress,
    });
  const storedLeads = () => testApp.database.db.selectFrom('leads').selectAll().execute();

  it('stores a contact lead with status new, source contact and trimmed values', async () => {
    const response = await post({
      ...validLead,
      name: '  Ada Founder ',
      company: 'Acme',
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      name: 'Ada Founder',
      email: 'ada@example.com',
      company: 'Acme',
      phone: null,
      status: 'new',
      source: 'contact',
      newsletter_subscriber: false,
      user_id: null,
    });
  });

  it.each([
    ['empty name', { ...validLead, name: '' }, 'name', 'Name is required'],
    [
      'malformed email',
      { ...validLead, email: 'not-an-email' },
      'email',
      messages.validation.invalidEmail,
    ],
    ['blank message', { ...validLead, message: '   ' }, 'message', 'Message is required'],
    [
      'long name',
      { ...validLead, name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    [
      'long message',
      { ...validLead, message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    [
      'long phone',
      { ...validLead, phone: '1'.repeat(41) },
      'phone',
      'Phone must be at most 40 characters',
    ],
  ])(
    'rejects a %s with a 400 naming the field and stores nothing',
    async (_case, payload, field, message) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details).toContainEqual({ field, message });
      expect(await storedLeads()).toHaveLength(0);
    },
  );

  it('rejects unknown fields and missing fields', async () => {
    expect((await post({ ...validLead, status: 'converted' })).statusCode).toBe(400);
    expect((await post({ name: 'Only a name' })).statusCode).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('answers a bot that fills the honeypot as if stored, and stores nothing', async () => {
    const response = await post({ ...validLead, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('rate-limits one client address after 10 submissions in 10 minutes', async () => {
    for (let index = 0; index < 10; index += 1)
      expect((await post(validLead, '10.9.9.9')).statusCode).toBe(201);
    const limited = await post(validLead, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('over_request_rate_limit');
    expect((await post(validLead, '10.9.9.10')).statusCode).toBe(201);
    expect(await storedLeads()).toHaveLength(11);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await post({ ...validLead, message: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBeTruthy();
  });
});
