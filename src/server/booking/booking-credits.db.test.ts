import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payLocalCheckout } from '../testing/billing/billing-test-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';

/*
 * Spending a booking credit: a paid SPARK Session cancelled under the "credit" rule, then
 * a new one booked with the cancelled booking's signed manage link instead of paying.
 * Monday 2026-03-02 08:00 Chicago; weekdays 9–17.
 */
let now: Date;
let testApp: TestApp;
beforeEach(async () => {
  now = new Date('2026-03-02T14:00:00Z');
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
  await db().updateTable('booking_availability').set({ paid_cancellation: 'credit' }).execute();
});
afterEach(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const tuesdayTen = '2026-03-03T16:00:00.000Z';
const wednesdayTen = '2026-03-04T16:00:00.000Z';
const thursdayTen = '2026-03-05T16:00:00.000Z';
const inject = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload });
const book = (startsAt: string, extra: Record<string, string> = {}) =>
  inject('/api/booking/bookings', {
    kind: 'spark-session',
    startsAt,
    name: 'Ada Founder',
    email: 'ada@example.com',
    timeZone: 'Europe/Berlin',
    answers: { goal: 'Clarity' },
    ...extra,
  });
const tokenOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('t') ?? '';
const credits = () =>
  db().selectFrom('booking_credits').selectAll().orderBy('created_at').execute();
const liveAt = (startsAt: string) =>
  db()
    .selectFrom('bookings')
    .selectAll()
    .where('starts_at', '=', new Date(startsAt))
    .where('status', 'in', ['held', 'confirmed'])
    .execute();

/** Pays a SPARK Session on Tuesday, cancels it for a credit; answers its manage token. */
async function creditedToken(): Promise<string> {
  const held = (await book(tuesdayTen)).json<{ checkoutUrl: string }>();
  const paid = await payLocalCheckout(testApp.app, held.checkoutUrl, { email: 'ada@example.com' });
  const sessionId = new URL(paid.headers.location as string).searchParams.get('session_id');
  const answer = await testApp.app.inject({ url: `/api/booking/paid?session_id=${sessionId}` });
  const token = tokenOf(answer.json<{ booking: { manageUrl: string } }>().booking.manageUrl);
  expect((await inject('/api/booking/manage/cancel', { t: token })).statusCode).toBe(200);
  expect(await credits()).toMatchObject([{ used_at: null, used_by_booking_id: null }]);
  return token;
}

describe('booking credits', () => {
  it('pay for a new paid call once, confirmed at once, with its confirmation mail', async () => {
    const token = await creditedToken();
    const response = await book(wednesdayTen, { creditToken: token });
    expect(response.statusCode).toBe(201);
    const view = response.json<{ id: string; status: string; checkoutUrl?: string }>();
    expect(view).toMatchObject({ status: 'confirmed' });
    expect(view.checkoutUrl).toBeUndefined();
    const [credit] = await credits();
    expect(credit).toMatchObject({ used_by_booking_id: view.id });
    expect(credit?.used_at).not.toBeNull();
    const confirmations = await outboxRowsTo(db(), 'ada@example.com', 'booking_confirmation');
    expect(confirmations.map((mail) => mail.data)).toContainEqual(
      expect.objectContaining({ bookingId: view.id }),
    );

    // The same credit again: refused, and nothing is booked.
    const again = await book(thursdayTen, { creditToken: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'credit_unavailable' } });
    expect(await liveAt(thursdayTen)).toEqual([]);
  });

  it('is spent by exactly one of two bookings racing for it', async () => {
    const token = await creditedToken();
    const answers = await Promise.all([
      book(wednesdayTen, { creditToken: token }),
      book(thursdayTen, { creditToken: token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const live = [...(await liveAt(wednesdayTen)), ...(await liveAt(thursdayTen))];
    expect(live).toHaveLength(1);
    expect(await credits()).toMatchObject([{ used_by_booking_id: live[0]?.id }]);
  });

  it('refuses another address, a forged link and a free call, spending nothing', async () => {
    const token = await creditedToken();
    const other = await book(wednesdayTen, { creditToken: token, email: 'eve@example.com' });
    expect(other.json()).toMatchObject({ error: { code: 'credit_unavailable' } });
    const forged = await book(wednesdayTen, { creditToken: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    const free = await book(wednesdayTen, { creditToken: token, kind: 'discovery-call' });
    expect(free.statusCode).toBe(400);
    expect(await liveAt(wednesdayTen)).toEqual([]);
    expect(await credits()).toMatchObject([{ used_at: null }]);
  });

  it('gives the credit back, new, when the call it paid for is cancelled', async () => {
    const token = await creditedToken();
    const view = (await book(wednesdayTen, { creditToken: token })).json<{ manageUrl: string }>();
    const cancel = await inject('/api/booking/manage/cancel', { t: tokenOf(view.manageUrl) });
    expect(cancel.statusCode).toBe(200);
    const [first, second] = await credits();
    expect(first?.used_at).not.toBeNull();
    expect(second).toMatchObject({ amount: first?.amount, used_at: null });
  });
});
