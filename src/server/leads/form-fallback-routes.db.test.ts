import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { webinarLeadMessage } from '../../shared/offers/webinar-registration.ts';
import { newsletterLeadMessage } from '../../shared/schemas/newsletter.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
beforeEach(async () => {
  // A day the spec's series is still open for registration (it closes after May 30, 2025).
  testApp = await createTestApp({ clockStart: '2025-04-25T12:00:00-05:00' });
});
afterEach(async () => {
  await testApp.close();
});

const host = 'studio.test';

/** A plain HTML form post, as a browser without JavaScript sends it. */
const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: `http://${host}` },
) =>
  testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: '10.0.0.7',
  });
const storedLeads = () =>
  testApp.database.db.selectFrom('leads').selectAll().orderBy('created_at').execute();
const ada = { name: 'Ada Founder', email: 'ada@example.com' };

describe('POST /forms/webinar-registration', () => {
  it('stores the lead as the API does and redirects to a page of its own', async () => {
    const response = await post('/forms/webinar-registration', {
      ...ada,
      returnTo: '/webinar-series',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/forms/webinar-registration/done?back=%2Fwebinar-series',
    );
    expect(await storedLeads()).toEqual([
      expect.objectContaining({
        ...ada,
        message: webinarLeadMessage,
        source: 'webinar',
        status: 'new',
        newsletter_subscriber: true,
      }),
    ]);

    const done = await testApp.app.inject({ url: response.headers.location as string });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain(`<h1>${messages.webinar.success}</h1>`);
    expect(done.body).toContain('<a href="/webinar-series">Back to the series</a>');
    expect(done.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("answers an empty field with the spec's message and stores nothing", async () => {
    const response = await post('/forms/webinar-registration', {
      name: ' ',
      email: ada.email,
      returnTo: '/webinar-series#register',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.webinar.missingFields);
    expect(response.body).toContain('<a href="/webinar-series#register">Back to the form</a>');
    expect(await storedLeads()).toEqual([]);
  });

  it('names a malformed address', async () => {
    const response = await post('/forms/webinar-registration', { ...ada, email: 'ada@' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.validation.invalidEmail);
    expect(await storedLeads()).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site', origin: `http://${host}` },
    ];
    for (const headers of crossSite) {
      const response = await post('/forms/webinar-registration', ada, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await storedLeads()).toEqual([]);
    // Our own page, as Chromium sends it under the no-referrer policy; an older browser
    // that sends neither header.
    const ownPage = { 'sec-fetch-site': 'same-origin', origin: 'null' };
    expect((await post('/forms/webinar-registration', ada, ownPage)).statusCode).toBe(303);
    expect((await post('/forms/webinar-registration', ada, {})).statusCode).toBe(303);
  });

  it('never links back off the site', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example', 'x']) {
      const response = await post('/forms/webinar-registration', { ...ada, returnTo });
      expect(response.headers.location, returnTo).toBe(
        '/forms/webinar-registration/done?back=%2Fwebinar-series',
      );
    }
    const done = await testApp.app.inject({
      url: '/forms/webinar-registration/done?back=%2F%2Fevil.example',
    });
    expect(done.body).toContain('<a href="/webinar-series">');
  });

  it('says the registration failed when the lead cannot be saved', async () => {
    await sql`ALTER TABLE leads RENAME TO leads_unavailable`.execute(testApp.database.db);
    const response = await post('/forms/webinar-registration', ada);
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(messages.webinar.failure);
    await sql`ALTER TABLE leads_unavailable RENAME TO leads`.execute(testApp.database.db);
  });
});

describe('POST /forms/newsletter', () => {
  it('subscribes once, however often the form is sent', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post('/forms/newsletter', {
        email: 'grace.hopper@example.com',
        returnTo: '/#subscribe',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/forms/newsletter/done?back=%2F%23subscribe');
    }
    expect(await storedLeads()).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace.hopper@example.com',
        message: newsletterLeadMessage,
        source: 'newsletter',
      }),
    ]);
    const done = await testApp.app.inject({ url: '/forms/newsletter/done?back=%2F%23subscribe' });
    expect(done.body).toContain(`<h1>${messages.newsletter.success}</h1>`);
  });
});

describe('POST /forms/contact', () => {
  const message = 'We need a brand & a site: <soon>.';

  it('stores the message without a user, and drops a bot that filled the honeypot', async () => {
    const response = await post('/forms/contact', { ...ada, company: '', phone: '', message });
    expect(response.statusCode).toBe(303);
    const bot = await post('/forms/contact', { ...ada, message, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(303);
    expect(await storedLeads()).toEqual([
      expect.objectContaining({
        ...ada,
        company: null,
        phone: null,
        message,
        source: 'contact',
        user_id: null,
      }),
    ]);
    const done = await testApp.app.inject({ url: '/forms/contact/done' });
    expect(done.body).toContain(messages.contact.success.replace("'", '&#39;'));
    expect(done.body).toContain('<a href="/contact">');
  });

  it('refuses fields the form does not have', async () => {
    const response = await post('/forms/contact', { ...ada, message, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(await storedLeads()).toEqual([]);
  });
});

describe('the fallback as a whole', () => {
  it('answers a rate limit and an oversized body with a page, not JSON', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post('/forms/newsletter', { email: `reader${attempt}@example.com` });
    }
    const limited = await post('/forms/newsletter', { email: 'one.more@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.body).toContain(messages.server.rateLimited);

    const huge = await post('/forms/contact', { ...ada, message: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain('<h1>The form was not sent</h1>');
  });

  it('leaves the JSON API refusing URL-encoded bodies', async () => {
    const response = await post('/api/newsletter', { email: 'ada@example.com' });
    expect(response.statusCode).toBe(415);
  });
});
