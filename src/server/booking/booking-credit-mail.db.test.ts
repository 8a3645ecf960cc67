import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCredit } from '../../shared/booking/booking-types.ts';
import { payLocalCheckout } from '../testing/billing/billing-test-fixture.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * A credit as the visitor meets it: a paid SPARK Session cancelled under the "credit" rule
 * mails a "Book again with your credit" link, received at a real SMTP server; the test
 * follows it as the booking page does (read the credit, book with its token) and finds the
 * credit spent once. Monday 2026-03-02 08:00 Chicago; weekdays 9–17.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
const now = new Date('2026-03-02T14:00:00Z');
const email = 'ada@example.com';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url },
    { clock: () => now, mail: { autoStart: false } },
  );
  await testApp.database.db
    .updateTable('booking_availability')
    .set({ paid_cancellation: 'credit' })
    .execute();
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const app = () => testApp.app;
const deliver = () => app().mail.worker.runOnce();
const post = (url: string, payload: object) => app().inject({ method: 'POST', url, payload });
const book = (startsAt: string, extra: Record<string, string> = {}) =>
  post('/api/booking/bookings', {
    kind: 'spark-session',
    startsAt,
    name: 'Ada Founder',
    email,
    timeZone: 'Europe/Berlin',
    answers: { goal: 'Clarity' },
    ...extra,
  });
const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" link in:\n${text}`);
  return new URL(match[1]);
};
const creditFor = (token: string) =>
  app().inject({ url: `/api/booking/credit?t=${encodeURIComponent(token)}` });

describe('a booking credit, from its mail', () => {
  it('is offered by the cancellation mail and pays for one new call, once', async () => {
    const held = (await book('2026-03-03T16:00:00.000Z')).json<{ checkoutUrl: string }>();
    await payLocalCheckout(app(), held.checkoutUrl, { email });
    await deliver();
    const confirmation = await inbox.waitForSubject(email, 'Booked: SPARK');
    const manage = linkAfter(confirmation.text, 'Reschedule or cancel');
    const cancelled = await post('/api/booking/manage/cancel', {
      t: manage.searchParams.get('t'),
    });
    expect(cancelled.json()).toMatchObject({ payment: 'credit' });
    await deliver();

    const mail = await inbox.waitForSubject(email, 'Cancelled: SPARK');
    expect(mail.text).toMatch(
      /kept as a credit\. It pays for one future session of up to \$1,500, once/,
    );
    const again = linkAfter(mail.text, 'Book again with your credit');
    expect(again.pathname).toBe('/book/spark-session');
    const token = again.searchParams.get('credit') ?? '';

    // What the booking page reads first: the credit, unused, for Ada's address.
    const before = creditFor(token);
    expect((await before).json<{ credit: BookingCredit }>().credit).toMatchObject({
      amount: 150_000,
      email,
      usedAt: null,
      fromKind: { slug: 'spark-session' },
      fromStartsAt: '2026-03-03T16:00:00.000Z',
    });
    const manageView = await app().inject({ url: `/api/booking/manage?t=${token}` });
    expect(manageView.json()).toMatchObject({ credit: { usedAt: null } });

    const paid = await book('2026-03-04T16:00:00.000Z', { creditToken: token });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'confirmed' });
    await deliver();
    await inbox.waitForSubject(email, 'Booked: SPARK™ Session, Wednesday');

    const after = (await creditFor(token)).json<{ credit: BookingCredit }>().credit;
    expect(after.usedAt).not.toBeNull();
    const twice = await book('2026-03-05T16:00:00.000Z', { creditToken: token });
    expect(twice.json()).toMatchObject({ error: { code: 'credit_unavailable' } });
  });

  it('answers a forged link and a link with no credit clearly', async () => {
    const forged = await creditFor('YiBub3Qtb25l.AAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'invalid_link' } });

    const free = await post('/api/booking/bookings', {
      kind: 'discovery-call',
      startsAt: '2026-03-05T17:00:00.000Z',
      name: 'Ada Founder',
      email,
      timeZone: 'Europe/Berlin',
      answers: { goal: 'Clarity' },
    });
    expect(free.statusCode).toBe(201);
    const freeToken = new URL(free.json<{ manageUrl: string }>().manageUrl).searchParams.get('t');
    const none = await creditFor(freeToken ?? '');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { code: 'no_credit' } });
  });
});
