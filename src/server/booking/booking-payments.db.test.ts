import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAdmin } from '../testing/test-accounts.ts';
import { payLocalCheckout, signUpAccount } from '../testing/billing/billing-test-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { applyBookingPayment } from './booking-payments.ts';
import { expireLapsedHolds, makeOwedRefunds } from './booking-sweep.ts';

/*
 * Paid kinds through the real checkout (the local provider, the test card, its signed
 * event through the webhook receiver). Monday 2026-03-02 08:00 Chicago; the SPARK Session
 * is 90 minutes, held 15 minutes until paid.
 */
let now: Date;
let testApp: TestApp;
beforeEach(async () => {
  now = new Date('2026-03-02T14:00:00Z');
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
});
afterEach(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const tuesdayTen = '2026-03-03T16:00:00.000Z';
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
const book = (kind: string, email: string, startsAt = tuesdayTen) =>
  inject('POST', '/api/booking/bookings', {
    kind,
    startsAt,
    name: 'Ada Founder',
    email,
    timeZone: 'Europe/Berlin',
    answers: { goal: 'Clarity' },
  });

/** Books the SPARK Session as a guest; answers the booking and its checkout. */
async function holdSpark(email = 'ada@example.com', startsAt = tuesdayTen) {
  const response = await book('spark-session', email, startsAt);
  expect(response.statusCode).toBe(201);
  const view = response.json<{ id: string; status: string; checkoutUrl: string }>();
  expect(view).toMatchObject({ status: 'held' });
  return view;
}
async function pay(checkoutUrl: string, email = 'ada@example.com') {
  const paid = await payLocalCheckout(testApp.app, checkoutUrl, { email });
  expect(paid.statusCode).toBe(303);
  return new URL(paid.headers.location as string).searchParams.get('session_id') ?? '';
}
const row = (id: string) =>
  db().selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderOf = (sessionId: string) =>
  db()
    .selectFrom('orders')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
const mailKinds = async (email: string) =>
  (await outboxRowsTo(db(), email)).map((mail) => mail.kind).sort();
const tokenOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('t') ?? '';

async function paidAndConfirmed(email = 'ada@example.com') {
  const held = await holdSpark(email);
  const sessionId = await pay(held.checkoutUrl, email);
  const answer = await inject('GET', `/api/booking/paid?session_id=${sessionId}`);
  const { booking } = answer.json<{ booking: { status: string; manageUrl: string } }>();
  expect(booking.status).toBe('confirmed');
  return { held, sessionId, token: tokenOf(booking.manageUrl) };
}

describe('paying for a held booking', () => {
  it('confirms it once, with the confirmation mail, however often the payment is reported', async () => {
    const held = await holdSpark();
    expect(held.checkoutUrl).toMatch(/\/functions\/v1\/local-checkout\/cs_/);
    const before = await inject(
      'GET',
      `/api/booking/paid?session_id=${(await row(held.id)).checkout_session_id}`,
    );
    expect(before.json().booking).toMatchObject({ status: 'held' });
    expect(before.json().booking.manageUrl).toBeUndefined();

    const sessionId = await pay(held.checkoutUrl);
    expect(await row(held.id)).toMatchObject({
      status: 'confirmed',
      checkout_session_id: sessionId,
    });
    await testApp.database.db.transaction().execute((trx) =>
      applyBookingPayment(trx, {
        outbox: testApp.app.mail.outbox,
        now,
        checkoutSessionId: sessionId,
      }),
    );
    expect(await mailKinds('ada@example.com')).toEqual([
      'booking_confirmation',
      'booking_reminder',
      'booking_reminder',
      'receipt',
    ]);
    const answer = await inject('GET', `/api/booking/paid?session_id=${sessionId}`);
    expect(answer.json()).toMatchObject({
      email: 'ada@example.com',
      booking: { status: 'confirmed' },
    });
    expect(answer.json().booking.manageUrl).toMatch(/\/book\/manage\?t=/);
  });

  it('goes through the signed-in checkout for a signed-in visitor, whose order it is', async () => {
    const account = await signUpAccount(testApp.app, 'member@example.com');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/booking/bookings',
      headers: account.headers,
      payload: {
        kind: 'spark-session',
        startsAt: tuesdayTen,
        name: 'Mia Member',
        email: 'member@example.com',
        timeZone: 'UTC',
        answers: { goal: 'Clarity' },
      },
    });
    expect(response.statusCode).toBe(201);
    const held = response.json<{ id: string; checkoutUrl: string }>();
    const sessionId = await pay(held.checkoutUrl, 'member@example.com');
    expect(await row(held.id)).toMatchObject({ status: 'confirmed', user_id: account.id });
    expect((await orderOf(sessionId)).user_id).toBe(account.id);
  });

  it('releases the hold at once when the checkout cannot start', async () => {
    await db()
      .updateTable('booking_kinds')
      .set({ catalogue_key: 'no-such-item' })
      .where('slug', '=', 'spark-session')
      .execute();
    const response = await book('spark-session', 'ada@example.com');
    expect(response.statusCode).toBe(400);
    const rows = await db().selectFrom('bookings').select('status').execute();
    expect(rows).toEqual([{ status: 'expired' }]);
    expect((await book('discovery-call', 'bob@example.com')).statusCode).toBe(201);
  });

  it('answers an unknown checkout session with 404', async () => {
    const response = await inject('GET', '/api/booking/paid?session_id=cs_test_nothing');
    expect(response.statusCode).toBe(404);
  });
});

describe('the 15-minute hold', () => {
  it('frees the slot once it lapses, and the sweep marks it expired', async () => {
    const held = await holdSpark();
    const slots = () =>
      inject('GET', '/api/booking/kinds/discovery-call/slots?from=2026-03-03&to=2026-03-03');
    expect((await slots()).json().slots).not.toContain(tuesdayTen);
    later(15);
    expect((await slots()).json().slots).toContain(tuesdayTen);
    expect(await expireLapsedHolds(db(), now)).toBe(1);
    expect((await row(held.id)).status).toBe('expired');
    expect(await expireLapsedHolds(db(), now)).toBe(0);
  });

  it('cannot be changed through a manage link once lapsed', async () => {
    const held = await holdSpark();
    later(16);
    await expireLapsedHolds(db(), now);
    const link = testApp.app.mail.links.bookingManage(held.id);
    const cancel = await inject('POST', '/api/booking/manage/cancel', { t: tokenOf(link) });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('booking_closed');
    expect((await row(held.id)).status).toBe('expired');
  });

  it('confirms a late payment when nobody took the slot meanwhile', async () => {
    const held = await holdSpark();
    later(20);
    await expireLapsedHolds(db(), now);
    await pay(held.checkoutUrl);
    expect(await row(held.id)).toMatchObject({ status: 'confirmed', settlement: null });
  });

  it('refunds a late payment for a slot someone else took, and says so by mail', async () => {
    const held = await holdSpark();
    later(16);
    expect((await book('discovery-call', 'bob@example.com')).statusCode).toBe(201);
    const sessionId = await pay(held.checkoutUrl);
    expect(await row(held.id)).toMatchObject({ status: 'expired', settlement: 'refund_due' });
    expect(await mailKinds('ada@example.com')).toEqual(['booking_payment_returned', 'receipt']);
    const live = await db()
      .selectFrom('bookings')
      .select('email')
      .where('status', '=', 'confirmed')
      .execute();
    expect(live).toEqual([{ email: 'bob@example.com' }]);
    expect(await makeOwedRefunds(testApp.app.booking)).toBe(1);
    expect(await makeOwedRefunds(testApp.app.booking)).toBe(0);
    expect((await row(held.id)).settlement).toBe('refunded');
    const order = await orderOf(sessionId);
    expect(order.amount_refunded).toBe(order.amount_total);
    expect(await mailKinds('ada@example.com')).toContain('refund_notice');
  });
});

describe('cancelling a paid call through its link', () => {
  it('refunds it when the studio refunds, and the mail says so', async () => {
    const { held, sessionId, token } = await paidAndConfirmed();
    const cancel = await inject('POST', '/api/booking/manage/cancel', { t: token });
    expect(cancel.json()).toEqual({ ok: true, payment: 'refund' });
    expect(await row(held.id)).toMatchObject({ status: 'cancelled', settlement: 'refunded' });
    const order = await orderOf(sessionId);
    expect(order.amount_refunded).toBe(order.amount_total);
    const [mail] = await outboxRowsTo(db(), 'ada@example.com', 'booking_cancelled');
    expect(mail?.data).toMatchObject({
      payment: { settlement: 'refund', amount: order.amount_total },
    });
  });

  it('keeps a credit instead when the studio credits, refunding nothing', async () => {
    await db().updateTable('booking_availability').set({ paid_cancellation: 'credit' }).execute();
    const { held, sessionId, token } = await paidAndConfirmed();
    await inject('POST', '/api/booking/manage/cancel', { t: token });
    expect(await row(held.id)).toMatchObject({ status: 'cancelled', settlement: 'credited' });
    const order = await orderOf(sessionId);
    expect(order.amount_refunded).toBe(0);
    const credits = await db().selectFrom('booking_credits').selectAll().execute();
    expect(credits).toMatchObject([{ booking_id: held.id, amount: order.amount_total }]);
    const [mail] = await outboxRowsTo(db(), 'ada@example.com', 'booking_cancelled');
    expect(mail?.data).toMatchObject({ payment: { settlement: 'credit' } });
  });

  it('refunds a paid call the studio cancels, whatever the visitor rule', async () => {
    await db().updateTable('booking_availability').set({ paid_cancellation: 'credit' }).execute();
    const { held, sessionId } = await paidAndConfirmed();
    const admin = await signUpAccount(testApp.app, 'studio@studio.dev');
    await makeAdmin(testApp.database, admin);
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/booking/bookings/${held.id}/cancel`,
      headers: admin.headers,
      payload: { message: 'The studio is closed that day.' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await row(held.id)).toMatchObject({ status: 'cancelled', settlement: 'refunded' });
    const order = await orderOf(sessionId);
    expect(order.amount_refunded).toBe(order.amount_total);
    expect(await db().selectFrom('booking_credits').selectAll().execute()).toEqual([]);
  });

  it('keeps the payment with a rescheduled call, and refunds from the moved one', async () => {
    const { held, sessionId, token } = await paidAndConfirmed();
    const moved = await inject('POST', '/api/booking/manage/reschedule', {
      t: token,
      startsAt: '2026-03-04T16:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(await row(held.id)).toMatchObject({ status: 'rescheduled', settlement: null });
    const newToken = tokenOf(moved.json().manageUrl);
    await inject('POST', '/api/booking/manage/cancel', { t: newToken });
    const order = await orderOf(sessionId);
    expect(order.amount_refunded).toBe(order.amount_total);
  });

  it('refuses a forged link, and one past the notice, changing nothing', async () => {
    const { held, token } = await paidAndConfirmed();
    const forged = `${token.slice(0, -3)}abc`;
    const refused = await inject('POST', '/api/booking/manage/cancel', { t: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_link');
    now = new Date('2026-03-03T00:00:00Z');
    const tooLate = await inject('POST', '/api/booking/manage/cancel', { t: token });
    expect(tooLate.json().error.code).toBe('too_late_to_change');
    expect(await row(held.id)).toMatchObject({ status: 'confirmed', settlement: null });
  });
});
