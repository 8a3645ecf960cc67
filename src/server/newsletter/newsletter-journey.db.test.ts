import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { subscriberStatus } from './subscribers-repository.ts';

/*
 * The Transmission as a reader receives it: a real SMTP server gets the mails, the test
 * follows their links and headers. Sign up → confirmation → confirmed → an issue with
 * RFC 8058 headers → one POST unsubscribes → the next issue does not come.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
let admin: TestAccount;
let addressCounter = 0;
const now = new Date('2025-05-06T09:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url },
    { clock: () => now, mail: { autoStart: false } },
  );
  admin = await signUpAccount(app(), 'editor@studio.dev');
  await makeAdmin(testApp.database, admin);
  // The seeded articles are published days before the migration ran; this clock is older.
  await testApp.database.db
    .updateTable('transmission_articles')
    .set({ publish_at: new Date('2025-05-01T06:00:00Z') })
    .where('slug', '=', 'one-sentence-test')
    .execute();
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const app = (): FastifyInstance => testApp.app;
const deliver = () => app().mail.worker.runOnce();
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" link in:\n${text}`);
  return match[1];
};
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const signUp = (email: string) => {
  addressCounter += 1;
  return app().inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    remoteAddress: `10.93.0.${addressCounter}`,
  });
};
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app().inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

async function sendIssue(subject: string): Promise<string> {
  const created = await adminCall('POST', '/api/admin/transmission/issues', {
    subject,
    preview: 'One idea, five minutes.',
    body: 'First paragraph.\n\nSecond paragraph.',
    articleSlug: 'one-sentence-test',
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  expect((await adminCall('POST', `/api/admin/transmission/issues/${id}/test`)).statusCode).toBe(
    200,
  );
  const scheduled = await adminCall('POST', `/api/admin/transmission/issues/${id}/schedule`, {
    sendAt: 'now',
  });
  expect(scheduled.statusCode).toBe(200);
  await app().newsletter.dispatch();
  await deliver();
  return id;
}

describe('The Transmission, double opt-in to unsubscribe', () => {
  it('confirms, delivers an issue with one-click unsubscribe, and stops after it', async () => {
    const reader = 'reader@studio.dev';
    const undecided = 'undecided@studio.dev';
    expect((await signUp(reader)).statusCode).toBe(201);
    expect((await signUp(undecided)).statusCode).toBe(201);
    // A second sign-up right away mails no second link.
    expect((await signUp(reader)).statusCode).toBe(200);
    await deliver();

    const confirmation = await inbox.waitForMessage(reader);
    expect(confirmation.subject).toBe('Confirm your subscription to The Transmission');
    expect(confirmation.text).toContain('one email every day at 6:00 AM CT');
    expect(confirmation.headers.has('list-unsubscribe')).toBe(false);
    expect(inbox.to(reader)).toHaveLength(1);
    expect(await subscriberStatus(testApp.database.db, reader)).toBe('pending');

    // The link asks first (mail scanners open links), the button confirms.
    const link = local(linkAfter(confirmation.text, 'Confirm my subscription'));
    const page = await app().inject({ method: 'GET', url: link });
    expect(page.body).toContain('Yes, subscribe me');
    expect(await subscriberStatus(testApp.database.db, reader)).toBe('pending');
    const confirmed = await app().inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: 'confirm=yes',
    });
    expect(confirmed.body).toContain('You are subscribed');
    expect(await subscriberStatus(testApp.database.db, reader)).toBe('confirmed');
    const reused = await app().inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: 'confirm=yes',
    });
    expect(reused.statusCode).toBe(400);

    const firstId = await sendIssue('The one-sentence test');
    const issue = await inbox.waitForSubject(reader, 'The one-sentence test');
    expect(issue.text).toContain('Second paragraph.');
    expect(linkAfter(issue.text, 'Read it on the site')).toBe(
      'http://localhost:3000/transmission/one-sentence-test',
    );
    expect(issue.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(issue.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/mail\/unsubscribe\?t=/);
    // The test copy went to the admin who asked, marked as a test; the pending address got none.
    await inbox.waitForSubject(admin.email, '[Test] The one-sentence test');
    expect((await outboxRowsTo(testApp.database.db, undecided, 'newsletter_issue')).length).toBe(0);
    const overview = await adminCall('GET', '/api/admin/transmission');
    const first = overview
      .json<{ issues: Array<{ id: string; status: string; counts: object }> }>()
      .issues.find((entry) => entry.id === firstId);
    expect(first).toMatchObject({
      status: 'sent',
      counts: { recipients: 1, sent: 1, failed: 0, remaining: 0, notSent: 0, unsubscribes: 0 },
    });

    // One POST, as a mail client sends it (RFC 8058): no cookies, no page.
    const oneClick = await app().inject({
      method: 'POST',
      url: local(unsubscribeUrl!),
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(await subscriberStatus(testApp.database.db, reader)).toBe('unsubscribed');

    const secondId = await sendIssue('Scroll is the new funnel');
    await inbox.waitForSubject(admin.email, '[Test] Scroll is the new funnel');
    expect(inbox.to(reader).map((mail) => mail.subject)).not.toContain('Scroll is the new funnel');
    expect(await outboxRowsTo(testApp.database.db, reader, 'newsletter_issue')).toHaveLength(1);
    // The unsubscribe counts for the issue the reader had last, not for the next one.
    const unsubscribes = (await adminCall('GET', '/api/admin/transmission'))
      .json<{ issues: Array<{ id: string; counts: { unsubscribes: number } }> }>()
      .issues.map((entry) => [entry.id, entry.counts.unsubscribes]);
    expect(unsubscribes).toEqual(
      expect.arrayContaining([
        [firstId, 1],
        [secondId, 0],
      ]),
    );

    // The unsubscribed page offers the way back, with the same signed link.
    const back = /href="([^"]*resubscribe[^"]*)"/
      .exec(oneClick.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(back).toBeDefined();
    expect((await app().inject({ method: 'GET', url: back! })).body).toContain('Subscribe again');
    await app().inject({ method: 'POST', url: back!, headers: form, payload: 'confirm=yes' });
    expect(await subscriberStatus(testApp.database.db, reader)).toBe('confirmed');
  });
});

describe('admin only', () => {
  it('lists subscribers by status and address, and refuses anyone but an admin', async () => {
    const pending = await adminCall('GET', '/api/admin/transmission/subscribers?status=pending');
    const listed = pending.json<{ subscribers: Array<{ email: string; status: string }> }>();
    expect(listed.subscribers.map((entry) => entry.email)).toContain('undecided@studio.dev');
    expect(listed.subscribers.every((entry) => entry.status === 'pending')).toBe(true);
    const searched = await adminCall('GET', '/api/admin/transmission/subscribers?q=READER@');
    expect(searched.json<{ subscribers: Array<{ email: string }> }>().subscribers).toEqual([
      expect.objectContaining({ email: 'reader@studio.dev', source: 'sign-up form' }),
    ]);

    const member = await signUpAccount(app(), 'member@studio.dev');
    for (const [method, url] of [
      ['GET', '/api/admin/transmission'],
      ['GET', '/api/admin/transmission/subscribers'],
      ['POST', '/api/admin/transmission/issues'],
    ] as const) {
      const response = await app().inject({ method, url, headers: member.headers, payload: {} });
      expect(response.statusCode).toBe(403);
      expect((await app().inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('refuses an issue with no text or a two-line subject, and an unknown article', async () => {
    const bad = await adminCall('POST', '/api/admin/transmission/issues', {
      subject: 'Line one\nBcc: someone@else.example',
      preview: '',
      body: ' ',
      articleSlug: null,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await adminCall('POST', '/api/admin/transmission/issues', {
      subject: 'Fine',
      preview: '',
      body: 'Fine.',
      articleSlug: 'no-such-article',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('pause and resume', () => {
  it('holds back the queued copies, then sends each exactly once on resume', async () => {
    const reader = 'reader@studio.dev';
    const created = await adminCall('POST', '/api/admin/transmission/issues', {
      subject: 'Pricing the transformation',
      preview: '',
      body: 'Sell the outcome.',
      articleSlug: null,
    });
    const { id } = created.json<{ id: string }>();
    await adminCall('POST', `/api/admin/transmission/issues/${id}/test`);
    await adminCall('POST', `/api/admin/transmission/issues/${id}/schedule`, { sendAt: 'now' });
    await app().newsletter.dispatch();
    const paused = await adminCall('POST', `/api/admin/transmission/issues/${id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', counts: { remaining: 0, notSent: 1 } });
    expect((await adminCall('POST', `/api/admin/transmission/issues/${id}/pause`)).statusCode).toBe(
      409,
    );
    await app().newsletter.dispatch();
    await deliver();
    const subjects = () => inbox.to(reader).map((mail) => mail.subject);
    expect(subjects()).not.toContain('Pricing the transformation');

    const resumed = await adminCall('POST', `/api/admin/transmission/issues/${id}/resume`);
    expect(resumed.json()).toMatchObject({ status: 'sending' });
    await app().newsletter.dispatch();
    await app().newsletter.dispatch();
    await deliver();
    await inbox.waitForSubject(reader, 'Pricing the transformation');
    expect(subjects().filter((subject) => subject === 'Pricing the transformation')).toHaveLength(
      1,
    );
    const after = await adminCall('GET', '/api/admin/transmission');
    const issue = after
      .json<{ issues: Array<{ id: string; counts: object }> }>()
      .issues.find((entry) => entry.id === id);
    expect(issue?.counts).toEqual({
      recipients: 1,
      sent: 1,
      failed: 0,
      remaining: 0,
      notSent: 0,
      unsubscribes: 0,
    });
  });
});

describe('hard failures', () => {
  it('suppresses an address the relay refuses, and skips it next time', async () => {
    const gone = 'gone@studio.dev';
    await testApp.database.db
      .insertInto('newsletter_subscribers')
      .values({ email: gone, source: 'test', status: 'confirmed' })
      .execute();
    inbox.refuseRecipient(gone, '550 5.1.1 no such user');
    await sendIssue('Systems before hires');
    await app().newsletter.dispatch();
    expect(await subscriberStatus(testApp.database.db, gone)).toBe('suppressed');
    await sendIssue('Content from one conversation');
    const rows = await outboxRowsTo(testApp.database.db, gone, 'newsletter_issue');
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });
});

describe('the promise matches the practice', () => {
  it('forms, confirmation mail and default send time follow the schedule in site settings', async () => {
    const current = await adminCall('GET', '/api/admin/site-settings');
    const { version, settings } = current.json<{
      version: number;
      settings: { newsletter: Record<string, string> };
    }>();
    const weekly = {
      frequency: 'weekly',
      weekday: 'thursday',
      sendTime: '07:30',
      timeZone: 'America/New_York',
    };
    const saved = await adminCall('PUT', '/api/admin/site-settings', {
      version,
      settings: { ...settings, newsletter: weekly },
    });
    expect(saved.statusCode).toBe(200);

    const done = await app().inject({ url: '/forms/newsletter/done?back=%2F' });
    expect(done.body).toContain('One email every Thursday at 7:30 AM ET. Unsubscribe anytime.');
    const overview = await adminCall('GET', '/api/admin/transmission');
    // Tuesday 2025-05-06 09:00 UTC → Thursday 2025-05-08 07:30 EDT.
    expect(
      overview.json<{ schedule: { nextSlot: string; promise: string } }>().schedule,
    ).toMatchObject({
      nextSlot: '2025-05-08T11:30:00.000Z',
      promise: 'One email every Thursday at 7:30 AM ET. Unsubscribe anytime.',
    });
    await signUp('weekly-reader@studio.dev');
    await deliver();
    const confirmation = await inbox.waitForMessage('weekly-reader@studio.dev');
    expect(confirmation.text).toContain('one email every Thursday at 7:30 AM ET');
  });
});
