import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import type { AdminOrder, OrderRecord } from '../../shared/schemas/billing.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { planPaymentRefundNote } from './admin-orders-repository.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { buy, get, sentEvents } from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAccount(testApp.app, 'refund-admin@example.com');
  member = await signUpAccount(testApp.app, 'refund-member@example.com');
  await makeAdmin(testApp.database, admin);
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
let buyers = 0;

/** A paid brand kit, bought through the local provider's checkout page. */
async function paidOrder() {
  buyers += 1;
  const buyer = await signUpAccount(testApp.app, `refund-buyer-${buyers}@example.com`);
  await buy(testApp.app, buyer, 'brandKit');
  const order = await db()
    .selectFrom('orders')
    .select(['id', 'amount_total', 'payment_intent_id'])
    .where('user_id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  return { ...order, buyer };
}

const refund = (orderId: string, account: TestAccount | null, body?: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: account?.headers ?? {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

const errorMessage = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

describe('refunding an order (local provider)', () => {
  it('is for admins only: 401 signed out, 403 for a user', async () => {
    const order = await paidOrder();
    expect((await refund(order.id, null)).statusCode).toBe(401);
    expect((await refund(order.id, member)).statusCode).toBe(403);
    const row = await db()
      .selectFrom('orders')
      .select('amount_refunded')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.amount_refunded).toBe(0);
  });

  it('refuses bad input with 400 and an unknown order with 404', async () => {
    const order = await paidOrder();
    expect((await refund('not-a-uuid', admin)).statusCode).toBe(400);
    for (const body of [{ amount: -5 }, { amount: 10.5 }, { amount: 'all' }, { extra: 1 }]) {
      expect((await refund(order.id, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await refund('00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('refunds in parts through the signed charge.refunded webhook, never beyond what was paid', async () => {
    const order = await paidOrder();
    const partial = await refund(order.id, admin, { amount: 10_000 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ orderId: order.id, amountRefunded: 10_000 });
    // The provider said so the way Stripe would: a charge.refunded event, cumulative.
    const events = (await sentEvents(testApp.database)).filter(
      (event) => event.type === 'charge.refunded',
    );
    const charge = JSON.parse(events.at(-1)!.payload).data.object;
    expect(charge).toMatchObject({
      payment_intent: order.payment_intent_id,
      amount: order.amount_total,
      amount_refunded: 10_000,
      refunded: false,
    });
    const tooMuch = await refund(order.id, admin, { amount: order.amount_total });
    expect(tooMuch.statusCode).toBe(409);
    const left = order.amount_total - 10_000;
    expect(errorMessage(tooMuch)).toBe(
      `Only $${(left / 100).toLocaleString('en-US')} of this payment is left to refund`,
    );

    const rest = await refund(order.id, admin);
    expect(rest.json()).toMatchObject({ amountRefunded: order.amount_total });
    const again = await refund(order.id, admin);
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toBe('This order is already refunded in full');
    const rows = await db()
      .selectFrom('order_refunds')
      .select('amount')
      .where('order_id', '=', order.id)
      .orderBy('refunded_at')
      .orderBy('amount', 'desc')
      .execute();
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      [10_000, left].sort((a, b) => a - b),
    );
  });

  it("shows each refund in the buyer's order history, with one notice mail each", async () => {
    const order = await paidOrder();
    const history = async () =>
      (await get(testApp.app, order.buyer, '/api/billing/orders'))
        .json<{ orders: OrderRecord[] }>()
        .orders.find((each) => each.order_id === order.id);
    expect(await history()).toMatchObject({ amount_refunded: 0, refunded_at: null });
    await refund(order.id, admin, { amount: 50_000 });
    expect(await history()).toMatchObject({
      order_status: 'completed',
      amount_total: order.amount_total,
      amount_refunded: 50_000,
      refunded_at: expect.any(String),
    });
    await refund(order.id, admin);
    expect(await history()).toMatchObject({ amount_refunded: order.amount_total });
    const notices = await outboxRowsTo(db(), order.buyer.email, 'refund_notice');
    expect(notices).toHaveLength(2);
  });

  it('lets only one of two refunds at once through', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([refund(order.id, admin), refund(order.id, admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await db()
      .selectFrom('orders')
      .select('amount_refunded')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.amount_refunded).toBe(order.amount_total);
  });

  it('refuses a payment that did not complete', async () => {
    const failed = await db()
      .insertInto('orders')
      .values({
        provider_reference: 'cs_failed_refund',
        amount_total: 5_000,
        status: 'failed',
        order_date: new Date(),
        payment_intent_id: 'pi_failed_refund',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await refund(failed.id, admin);
    expect(response.statusCode, response.body).toBe(409);
    expect(errorMessage(response)).toBe('Only a completed payment is refunded');
  });
});

describe('listing orders', () => {
  const list = (account: TestAccount | null, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders${query}`,
      headers: account?.headers ?? {},
    });
  const listed = async (query = '') =>
    (await list(admin, query)).json<{ orders: AdminOrder[]; refundsHere: boolean }>();

  it('is for admins only and refuses a bad limit', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    for (const limit of ['0', '201', 'ten']) {
      expect((await list(admin, `?limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });

  it('shows the newest first with buyer, product and what is left to refund', async () => {
    const order = await paidOrder();
    const first = await listed();
    expect(first.refundsHere).toBe(true);
    const dates = first.orders.map((listed) => listed.orderDate);
    expect(dates).toEqual(dates.toSorted().reverse());
    const listedOrder = async () => (await listed()).orders.find((each) => each.id === order.id);
    expect(await listedOrder()).toEqual({
      id: order.id,
      orderDate: expect.any(String),
      email: `refund-buyer-${buyers}@example.com`,
      productName: catalogue.brandKit.name,
      status: 'completed',
      amountTotal: order.amount_total,
      amountRefunded: 0,
      currency: 'usd',
      isRefundable: true,
      refundNote: null,
    });

    await refund(order.id, admin, { amount: 2_500 });
    expect(await listedOrder()).toMatchObject({ amountRefunded: 2_500, isRefundable: true });
    await refund(order.id, admin);
    expect(await listedOrder()).toMatchObject({
      amountRefunded: order.amount_total,
      isRefundable: false,
    });
  });

  it('says why a plan payment has no Refund, and the refund call refuses it the same way', async () => {
    const subscriber = await signUpAccount(testApp.app, 'refund-subscriber@example.com');
    await buy(testApp.app, subscriber, 'signalPro');
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'amount_refunded'])
      .where('user_id', '=', subscriber.id)
      .executeTakeFirstOrThrow();
    const listedPlan = (await listed()).orders.find((each) => each.id === order.id);
    expect(listedPlan).toMatchObject({ isRefundable: false, refundNote: planPaymentRefundNote });
    const refused = await refund(order.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(errorMessage(refused)).toBe('This payment has no charge the local provider can refund');
    const row = await db()
      .selectFrom('orders')
      .select('amount_refunded')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.amount_refunded).toBe(0);
  });

  it('keeps to the limit and never offers a failed payment for refund', async () => {
    await paidOrder();
    const failed = await db()
      .insertInto('orders')
      .values({
        provider_reference: 'cs_failed_listed',
        amount_total: 5_000,
        status: 'failed',
        order_date: new Date(),
        payment_intent_id: 'pi_failed_listed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { orders } = await listed('?limit=1');
    expect(orders).toEqual([expect.objectContaining({ id: failed.id, isRefundable: false })]);
  });
});
