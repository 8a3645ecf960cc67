import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { webinarLeadMessage } from '../../shared/offers/webinar-registration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ada = { name: 'Ada Founder', email: 'ada@example.com' };

let testApp: TestApp;
beforeEach(async () => {
  // A day the spec's series is still open for registration (it closes after May 30, 2025).
  testApp = await createTestApp({ clockStart: '2025-04-25T12:00:00-05:00' });
});
afterEach(async () => {
  await testApp.close();
});

const register = (payload: unknown, remoteAddress = '10.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/webinar-registrations',
    payload: payload as object,
    remoteAddress,
  });
const storedLeads = () =>
  testApp.database.db.selectFrom('leads').selectAll().orderBy('created_at').execute();

describe('POST /api/webinar-registrations', () => {
  it('stores a lead with the fixed message, status new and the newsletter flag', async () => {
    const response = await register({ name: '  Ada Founder ', email: ' ada@example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Ada Founder',
      email: 'ada@example.com',
      message: webinarLeadMessage,
      status: 'new',
      source: 'webinar',
      newsletter_subscriber: true,
      user_id: null,
    });
  });

  it('keeps one lead when the same address registers again, in any case', async () => {
    expect((await register(ada)).statusCode).toBe(201);
    const second = await register({ name: 'Ada F. Lovelace', email: 'ADA@Example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ok: true });
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Ada F. Lovelace', email: 'ADA@Example.com' });
  });

  it('keeps the status an admin set when the person registers again', async () => {
    await register(ada);
    await testApp.database.db.updateTable('leads').set({ status: 'contacted' }).execute();
    await register(ada);
    const [lead] = await storedLeads();
    expect(lead?.status).toBe('contacted');
  });

  it('keeps one lead when registrations for one address arrive at once', async () => {
    const responses = await Promise.all(
      ['a@x.io', 'A@x.io', 'a@X.io', 'A@X.IO', 'a@x.io'].map((email, index) =>
        register({ name: `Person ${index}`, email }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 201,
    ]);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('does not touch leads of the same address from other sources', async () => {
    await testApp.database.db
      .insertInto('leads')
      .values({ name: 'Ada', email: 'ada@example.com', message: 'Hi', source: 'contact' })
      .execute();
    expect((await register(ada)).statusCode).toBe(201);
    const leads = await storedLeads();
    expect(leads.map((lead) => lead.source)).toEqual(['contact', 'webinar']);
    expect(leads[0]?.newsletter_subscriber).toBe(false);
  });

  it.each([
    ['an empty name', { ...ada, name: '  ' }, 'name', 'Name is required'],
    ['an empty email', { ...ada, email: '' }, 'email', 'Email is required'],
    ['a malformed email', { ...ada, email: 'ada@' }, 'email', messages.validation.invalidEmail],
    [
      'a long name',
      { ...ada, name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
  ])(
    'rejects %s with a 400 naming the field and stores nothing',
    async (_case, body, field, message) => {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.details).toContainEqual({ field, message });
      expect(await storedLeads()).toHaveLength(0);
    },
  );

  it('rejects missing and unknown fields', async () => {
    expect((await register({ name: 'Only a name' })).statusCode).toBe(400);
    expect((await register({ ...ada, status: 'converted' })).statusCode).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('rate-limits one client address after 10 registrations in 10 minutes', async () => {
    for (let index = 0; index < 10; index += 1)
      expect((await register({ ...ada, email: `p${index}@x.io` }, '10.7.7.7')).statusCode).toBe(
        201,
      );
    const limited = await register({ ...ada, email: 'p10@x.io' }, '10.7.7.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('over_request_rate_limit');
    expect((await register({ ...ada, email: 'p10@x.io' }, '10.7.7.8')).statusCode).toBe(201);
    expect(await storedLeads()).toHaveLength(11);
  });
});

describe('GET /api/webinar-sessions/:sessionId/calendar.ics', () => {
  it('serves the session as an iCalendar download', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/webinar-sessions/sop-from-a-loom/calendar.ics',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="smarter-in-30-sop-from-a-loom.ics"',
    );
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:sop-from-a-loom.smarter-in-30@signal.studio');
    expect(lines).toContain('DTSTART:20250509T170000Z');
    expect(lines).toContain('DTEND:20250509T173000Z');
    expect(lines).toContain('SUMMARY:Smarter in 30: SOP from a Loom');
    expect(lines).toContain('URL:https://meet.google.com/sig-sopl-0509');
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/webinar-sessions/nope/calendar.ics',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
