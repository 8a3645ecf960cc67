import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { makeAdmin, signUpAccount } from '../testing/test-accounts.ts';
import { confirmEmailFromOutbox } from '../testing/confirm-email.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';

/*
 * The mails a person gets, as they get them: a real SMTP server receives, mailparser
 * reads, and the test follows the links in the mail. The clock is the test's, so
 * reminders come due when it says.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
let now = new Date('2025-04-25T12:00:00-05:00');
let addressCounter = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url, adminEmails: ['studio-admin@studio.dev'] },
    { clock: () => now, mail: { autoStart: false } },
  );
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
afterEach(() => {
  now = new Date('2025-04-25T12:00:00-05:00');
});

const app = (): FastifyInstance => testApp.app;
const deliver = () => app().mail.worker.runOnce();
const remoteAddress = () => {
  addressCounter += 1;
  return `10.91.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
const post = (url: string, payload: unknown) =>
  app().inject({ method: 'POST', url, payload: payload as object, remoteAddress: remoteAddress() });
/** A link's path and query on this server, ready for inject. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" link in:\n${text}`);
  return match[1];
};

/**
 * Saves the site settings as an admin would, through PUT (so the save's mail runs in its
 * transaction): reads the current version, applies `change` to a copy, and expects 200.
 */
async function saveSettingsAsAdmin(
  adminName: string,
  change: (settings: typeof defaultSiteSettings) => void,
): Promise<void> {
  const admin = await signUpAccount(app(), `${adminName}-${Date.now()}@studio.dev`);
  await makeAdmin(testApp.database, admin);
  const current = await app().inject({
    method: 'GET',
    url: '/api/admin/site-settings',
    headers: admin.headers,
  });
  const { version, settings } = current.json<{
    version: number;
    settings: typeof defaultSiteSettings;
  }>();
  const changed = structuredClone(settings);
  change(changed);
  const saved = await app().inject({
    method: 'PUT',
    url: '/api/admin/site-settings',
    headers: admin.headers,
    payload: { version, settings: changed },
  });
  expect(saved.statusCode).toBe(200);
}

describe('welcome', () => {
  it('greets a new account with the dashboard next step, as HTML and text', async () => {
    const account = await signUpAccount(app(), 'welcome-ada@studio.dev');
    await deliver();
    const mail = await inbox.waitForMessage(account.email);
    expect(mail.subject).toBe('Welcome to Signal Studio');
    expect(mail.text).toContain('Your next step: Choose Your Signal System');
    expect(linkAfter(mail.text, 'Explore Products')).toBe('http://localhost:3000/products');
    expect(mail.html).toContain('href="http://localhost:3000/dashboard"');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.text).toContain('Signal Studio · Des Moines, IA · http://localhost:3000');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.html).not.toMatch(/<img/);
  });
});

describe('webinar registration', () => {
  const register = (email: string) =>
    post('/api/webinar-registrations', { name: 'Grace Hopper', email });

  it('confirms with the series calendar, reminds 24 h and 1 h before, and cancels from the link', async () => {
    const email = 'grace-webinar@studio.dev';
    expect((await register(email)).statusCode).toBe(201);
    expect((await register(email)).statusCode).toBe(200);
    await deliver();
    const confirmation = await inbox.waitForMessage(email);
    expect(inbox.to(email)).toHaveLength(1);
    expect(confirmation.subject).toBe("You're registered for Smarter in 30");
    const [calendar] = confirmation.attachments;
    expect(calendar?.filename).toBe('smarter-in-30.ics');
    expect(calendar?.content.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(confirmation.text).toContain('Friday, May 2, 2025 at 12:00 PM CT');

    // Two reminders for each of the five sessions wait in the outbox with their due times.
    const queued = (await outboxRowsTo(testApp.database.db, email, 'webinar_reminder')).filter(
      (row) => row.status === 'queued',
    );
    expect(queued).toHaveLength(10);
    expect(queued.map((row) => row.due_at.toISOString())).toContain('2025-05-01T17:00:00.000Z');

    now = new Date('2025-05-01T17:00:30Z');
    await deliver();
    const reminder = await inbox.waitForMessage(email, 5000, 1);
    expect(reminder.subject).toBe('Tomorrow: Automate Your Inbox with AI');
    expect(reminder.text).toMatch(/Join the session:\s*https:\/\//);
    expect(reminder.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(reminder.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/mail\/unsubscribe\?t=/,
    );

    now = new Date('2025-05-02T16:00:10Z');
    await deliver();
    const lastCall = await inbox.waitForMessage(email, 5000, 2);
    expect(lastCall.subject).toBe('In 1 hour: Automate Your Inbox with AI');

    // The person follows the cancel link: a page asks, the button cancels.
    const cancelLink = linkAfter(lastCall.text, 'Cancel my registration');
    const page = await app().inject({ method: 'GET', url: local(cancelLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancel your registration?');
    const cancelled = await app().inject({
      method: 'POST',
      url: local(cancelLink),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=yes',
    });
    expect(cancelled.body).toContain('Your registration is cancelled');
    const left = await outboxRowsTo(testApp.database.db, email, 'webinar_reminder');
    expect(left.filter((row) => row.status === 'queued')).toEqual([]);

    now = new Date('2025-05-08T17:00:30Z');
    await deliver();
    expect(inbox.to(email)).toHaveLength(3);

    // A forged or altered link does nothing.
    const forged = await app().inject({ method: 'GET', url: `${local(cancelLink)}x` });
    expect(forged.statusCode).toBe(400);
  });

  it('stops reminders after a one-click unsubscribe (RFC 8058)', async () => {
    const email = 'unsubscriber@studio.dev';
    await register(email);
    now = new Date('2025-05-01T17:00:30Z');
    await deliver();
    // The confirmation and the reminder are due together here, and go out side by side.
    const reminder = await inbox.waitForSubject(email, 'Tomorrow:');
    const link = /^<(.+)>$/.exec(reminder.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(link).toBeDefined();
    // A mail client's one-click POST: no cookies, no page, the body RFC 8058 names.
    const oneClick = await app().inject({
      method: 'POST',
      url: local(link!),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');

    now = new Date('2025-05-02T16:00:10Z');
    await deliver();
    expect(inbox.to(email)).toHaveLength(2);
    const rows = await outboxRowsTo(testApp.database.db, email, 'webinar_reminder');
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.every((row) => row.status !== 'queued')).toBe(true);
  });

  it('sends a moved session its new time and reminds at that time only', async () => {
    const email = 'moved-session@studio.dev';
    await register(email);
    await deliver();
    await saveSettingsAsAdmin('settings-admin', (settings) => {
      settings.webinar.sessions[1]!.time = '15:00';
    });
    await deliver();
    const notice = await inbox.waitForMessage(email, 5000, 1);
    expect(notice.subject).toBe('New time: SOP from a Loom');
    expect(notice.text).toContain('New time: Friday, May 9, 2025 at 3:00 PM CT');
    expect(notice.attachments[0]?.content).toContain('DTSTART:20250509T200000Z');

    // The old 24-hour reminder never goes; the new one does, at the new time.
    now = new Date('2025-05-08T17:00:30Z');
    await deliver();
    expect(inbox.to(email)).toHaveLength(2);
    now = new Date('2025-05-08T20:00:30Z');
    await deliver();
    const reminder = await inbox.waitForMessage(email, 5000, 2);
    expect(reminder.subject).toBe('Tomorrow: SOP from a Loom');
    expect(reminder.text).toContain('3:00 PM CT');
  });

  it('tells registrants of a cancelled session, and sends no reminder for it', async () => {
    const email = 'cancelled-session@studio.dev';
    await register(email);
    await deliver();
    await saveSettingsAsAdmin('cancel-admin', (settings) => {
      settings.webinar.sessions[2]!.cancelled = true;
    });
    await deliver();
    const notice = await inbox.waitForMessage(email, 5000, 1);
    expect(notice.subject).toBe('Cancelled: Build a YouBot');
    expect(notice.text).toContain('will not take place');
    expect(notice.attachments[0]?.content.toString()).toContain('STATUS:CANCELLED');
    const calendar = await app().inject({
      method: 'GET',
      url: '/api/webinar-sessions/build-a-youbot/calendar.ics',
    });
    expect(calendar.body).toContain('STATUS:CANCELLED');

    // The day before the cancelled session: no reminder for it.
    now = new Date('2025-05-15T17:30:00Z');
    await deliver();
    expect(inbox.to(email).map((mail) => mail.subject)).not.toContain('Tomorrow: Build a YouBot');
    const reminders = await outboxRowsTo(testApp.database.db, email, 'webinar_reminder');
    const forSession = reminders.filter((row) =>
      String(row.idempotency_key).includes('build-a-youbot'),
    );
    expect(forSession.length).toBeGreaterThan(0);
    expect(forSession.every((row) => row.status === 'cancelled')).toBe(true);
  });
});

describe('the studio and the waitlist', () => {
  it('tells the admins of a contact message, with the message and a link to the lead', async () => {
    await signUpAccount(app(), 'studio-admin@studio.dev');
    // ADMIN_EMAILS makes an admin only of a confirmed address.
    await confirmEmailFromOutbox(app(), testApp.database.db, 'studio-admin@studio.dev');
    const sent = await post('/api/leads', {
      name: 'Ada\r\nBcc: victim@example.com',
      email: 'ada-contact@studio.dev',
      message: 'We need a website.\nBy June.',
    });
    expect(sent.statusCode).toBe(201);
    await deliver();
    const notice = inbox
      .to('studio-admin@studio.dev')
      .find((mail) => mail.subject.startsWith('New contact message'));
    expect(notice).toBeDefined();
    // The CR/LF in the name never became a header of its own.
    expect(notice!.subject).toBe('New contact message: Ada Bcc: victim@example.com');
    expect(notice!.to).toEqual(['studio-admin@studio.dev']);
    const headerBlock = notice!.raw.slice(0, notice!.raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(notice!.headers.has('bcc')).toBe(false);
    expect(inbox.to('victim@example.com')).toEqual([]);
    expect(notice!.text).toContain('> We need a website.\n> By June.');
    expect(notice!.text).toContain(
      'Open the lead:\nhttp://localhost:3000/admin?lead=ada-contact%40studio.dev#lead-management',
    );
  });

  it('confirms a waitlist sign-up and announces the next edition when it opens', async () => {
    const email = 'waiting@studio.dev';
    now = new Date('2025-07-01T12:00:00-05:00');
    expect(
      (await post('/api/waitlist', { name: 'Wai Ting', email, event: 'spark-summit' })).statusCode,
    ).toBe(201);
    await deliver();
    expect((await inbox.waitForMessage(email)).subject).toBe(
      "You're on the waitlist for the next Spark Summit",
    );
    await saveSettingsAsAdmin('waitlist-admin', (settings) => {
      settings.summit.date = '2025-10-02';
      settings.summit.earlyBirdDeadline = '2025-09-01';
    });
    await deliver();
    const opened = await inbox.waitForMessage(email, 5000, 1);
    expect(opened.subject).toBe('The next Spark Summit is open');
    expect(opened.text).toContain('Thursday, October 2, 2025');
    expect(opened.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('leaving', () => {
  it('confirms an account deletion to the address it had', async () => {
    const account = await signUpAccount(app(), 'leaving@studio.dev');
    const deleted = await app().inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: account.headers,
      payload: { password: 'Crm-test-passphrase-42' },
    });
    expect(deleted.statusCode).toBe(204);
    await deliver();
    const mails = inbox.to(account.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your Signal Studio account is deleted');
  });
});
