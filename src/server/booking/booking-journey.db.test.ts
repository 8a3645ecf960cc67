import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * Booking as the visitor and the studio see it: the mails arrive at a real SMTP server,
 * the test follows their signed link, and the admin's list, export and feed show the rest.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;
const now = new Date('2026-03-02T14:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url },
    { clock: () => now, mail: { autoStart: false } },
  );
  admin = await signUpAccount(app(), 'studio@studio.dev');
  await makeAdmin(testApp.database, admin);
  member = await signUpAccount(app(), 'member@studio.dev');
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const app = (): FastifyInstance => testApp.app;
const deliver = () => app().mail.worker.runOnce();
const as = (
  account: TestAccount | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app().inject({
    method,
    url,
    ...(account ? { headers: account.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" link in:\n${text}`);
  return new URL(match[1]);
};
const book = (email: string, startsAt: string) =>
  as(undefined, 'POST', '/api/booking/bookings', {
    kind: 'discovery-call',
    startsAt,
    name: 'Grace Hopper',
    email,
    timeZone: 'Europe/Berlin',
    answers: { goal: 'Ship the compiler' },
  });

describe('a booked call', () => {
  it('is confirmed by mail with a calendar file and cancelled through its link', async () => {
    expect((await book('grace@example.com', '2026-03-03T16:00:00.000Z')).statusCode).toBe(201);
    await deliver();
    const confirmation = await inbox.waitForSubject('grace@example.com', 'Booked: Discovery call');
    // 10:00 in Chicago is 17:00 in Berlin, where Grace is.
    expect(confirmation.subject).toContain('5:00');
    const ics = confirmation.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(ics?.content).toContain('DTSTART:20260303T160000Z');
    expect(ics?.content).toContain('SUMMARY:Discovery call with Signal Studio');
    expect(ics?.content).not.toContain('STATUS:CANCELLED');

    const manage = linkAfter(confirmation.text, 'Reschedule or cancel');
    expect(manage.pathname).toBe('/book/manage');
    const token = manage.searchParams.get('t') ?? '';
    const cancelled = await as(undefined, 'POST', '/api/booking/manage/cancel', { t: token });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    const notice = await inbox.waitForSubject('grace@example.com', 'Cancelled: Discovery call');
    expect(notice.attachments[0]?.content).toContain('STATUS:CANCELLED');
  });

  it('shows the studio its bookings, lets it cancel with a message, and exports them', async () => {
    expect((await book('linus@example.com', '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
    const list = await as(admin, 'GET', '/api/admin/booking/bookings?when=upcoming');
    expect(list.statusCode).toBe(200);
    const upcoming = list.json().bookings as { id: string; email: string; status: string }[];
    expect(upcoming.map((booking) => [booking.email, booking.status])).toEqual([
      ['grace@example.com', 'cancelled'],
      ['linus@example.com', 'confirmed'],
    ]);
    const linus = upcoming[1]!;

    const feedUrl = new URL((await as(admin, 'GET', '/api/admin/booking/feed-url')).json().url);
    const feed = await as(undefined, 'GET', feedUrl.pathname);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`booking-${linus.id}@signal.studio`);
    expect((await as(undefined, 'GET', '/api/booking/feed/forged.ics')).statusCode).toBe(404);

    const csv = await as(admin, 'GET', '/api/admin/booking/bookings.csv?when=upcoming');
    expect(csv.body).toContain('linus@example.com');

    const cancel = await as(admin, 'POST', `/api/admin/booking/bookings/${linus.id}/cancel`, {
      message: 'The studio is closed for a family matter. Please book another day.',
    });
    expect(cancel.statusCode).toBe(200);
    await deliver();
    const mail = await inbox.waitForSubject('linus@example.com', 'Cancelled:');
    expect(mail.text).toContain('family matter');
  });

  it('keeps the admin API to admins', async () => {
    for (const account of [undefined, member]) {
      const list = await as(account, 'GET', '/api/admin/booking/bookings');
      expect([401, 403]).toContain(list.statusCode);
      const put = await as(account, 'PUT', '/api/admin/booking/availability', {});
      expect([401, 403]).toContain(put.statusCode);
      expect(
        (await as(account, 'GET', '/api/admin/booking/feed-url')).statusCode,
      ).toBeGreaterThanOrEqual(401);
    }
  });

  it('saves valid availability and refuses bad input unchanged', async () => {
    const current = (await as(admin, 'GET', '/api/admin/booking/availability')).json();
    expect(current).toMatchObject({ timeZone: 'America/Chicago', dailyMaximum: 6 });
    const bad = await as(admin, 'PUT', '/api/admin/booking/availability', {
      ...current,
      timeZone: 'Mars/Olympus',
      weeklyHours: [{ weekday: 1, start: '17:00', end: '09:00' }],
    });
    expect(bad.statusCode).toBe(400);
    const saved = await as(admin, 'PUT', '/api/admin/booking/availability', {
      ...current,
      weeklyHours: [{ weekday: 2, start: '10:00', end: '11:00' }],
    });
    expect(saved.statusCode).toBe(200);
    const slots = await as(
      undefined,
      'GET',
      '/api/booking/kinds/discovery-call/slots?from=2026-03-09&to=2026-03-10',
    );
    // Tuesday 10:00–11:00 Chicago (CDT from March 8): 10:00 and 10:30.
    expect(slots.json().slots).toEqual(['2026-03-10T15:00:00.000Z', '2026-03-10T15:30:00.000Z']);
  });
});

describe('kinds of call in admin', () => {
  const kind = {
    slug: 'office-hours',
    name: 'Office hours',
    description: 'Bring a question.',
    durationMinutes: 20,
    locationKind: 'address',
    location: '400 Locust St, Des Moines, IA',
    questions: [],
    catalogueKey: null,
    isActive: true,
  };

  it('adds a kind the public can book, changes it, and refuses bad input', async () => {
    const created = await as(admin, 'POST', '/api/admin/booking/kinds', kind);
    expect(created.statusCode).toBe(201);
    const kinds = (await as(undefined, 'GET', '/api/booking/kinds')).json().kinds as {
      slug: string;
    }[];
    expect(kinds.map((entry) => entry.slug)).toContain('office-hours');

    expect((await as(admin, 'POST', '/api/admin/booking/kinds', kind)).statusCode).toBe(409);
    const unknownPrice = await as(admin, 'POST', '/api/admin/booking/kinds', {
      ...kind,
      slug: 'x',
      catalogueKey: 'nope',
    });
    expect(unknownPrice.statusCode).toBe(400);
    expect(
      (await as(member, 'POST', '/api/admin/booking/kinds', { ...kind, slug: 'y' })).statusCode,
    ).toBe(403);

    const id = created.json().id as string;
    const retired = await as(admin, 'PUT', `/api/admin/booking/kinds/${id}`, {
      ...kind,
      isActive: false,
    });
    expect(retired.statusCode).toBe(200);
    const slots = await as(
      undefined,
      'GET',
      '/api/booking/kinds/office-hours/slots?from=2026-03-09&to=2026-03-10',
    );
    expect(slots.statusCode).toBe(404);
  });
});
