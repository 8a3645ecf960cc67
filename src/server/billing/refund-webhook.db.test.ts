import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  forgetBillingRecords,
  postWebhook,
  signUpAccount,
} from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await forgetBillingRecords(testApp.database);
});

const db = () => testApp.database.db;
let accountCounter = 0;

/** A real purchase through the local provider: its order knows its payment intent. */
async function boughtOrder() {
  accountCounter += 1;
  const buyer = await signUpAccount(testApp.app, `refund-${accountCounter}@billing.example.com`);
  await buy(testApp.app, buyer, 'brandKit');
  return db()
    .selectFrom('orders')
    .select(['id', 'payment_intent_id', 'amount_total'])
    .executeTakeFirstOrThrow();
}

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** Stripe's `charge.refunded`: the charge, its cumulative amount refunded. */
function chargeRefunded(
  id: string,
  charge: { paymentIntent?: string | null; invoice?: string; amount: number; refunded: number },
  created: number,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    created,
    data: {
      object: {
        id: `ch_${id}`,
        object: 'charge',
        amount: charge.amount,
        amount_refunded: charge.refunded,
        refunded: charge.refunded === charge.amount,
        payment_intent: charge.paymentIntent ?? null,
        invoice: charge.invoice ?? null,
        created: at('2026-11-01T00:00:00Z'),
      },
    },
  });
}

const refundState = async (orderId: string) => ({
  order: await db()
    .selectFrom('orders')
    .select(['amount_refunded', 'refunded_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow(),
  refunds: (
    await db()
      .selectFrom('order_refunds')
      .select(['amount', 'refunded_at'])
      .where('order_id', '=', orderId)
      .orderBy('refunded_at')
      .execute()
  ).map((row) => ({ amount: row.amount, refundedAt: new Date(row.refunded_at).toISOString() })),
});

describe('refunds from charge.refunded', () => {
  it('adds partial refunds once each, in any order of delivery', async () => {
    const order = await boughtOrder();
    expect(order.payment_intent_id).toMatch(/^pi_/);
    const charge = { paymentIntent: order.payment_intent_id, amount: order.amount_total };
    const first = chargeRefunded(
      'evt_r1',
      { ...charge, refunded: 10_000 },
      at('2026-11-20T10:00:00Z'),
    );
    expect((await postWebhook(testApp.app, first)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    // The same event again is acknowledged and not applied a second time.
    expect((await postWebhook(testApp.app, first)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const second = chargeRefunded(
      'evt_r2',
      { ...charge, refunded: 25_000 },
      at('2026-12-02T08:00:00Z'),
    );
    expect((await postWebhook(testApp.app, second)).statusCode).toBe(200);
    // A different delivery of the first refund arriving late lowers nothing.
    const late = chargeRefunded(
      'evt_r1b',
      { ...charge, refunded: 10_000 },
      at('2026-11-20T10:00:01Z'),
    );
    expect((await postWebhook(testApp.app, late)).statusCode).toBe(200);

    expect(await refundState(order.id)).toEqual({
      order: { amount_refunded: 25_000, refunded_at: new Date('2026-12-02T08:00:00Z') },
      refunds: [
        { amount: 10_000, refundedAt: '2026-11-20T10:00:00.000Z' },
        { amount: 15_000, refundedAt: '2026-12-02T08:00:00.000Z' },
      ],
    });
  });

  it('never records more than the order took', async () => {
    const order = await boughtOrder();
    const event = chargeRefunded(
      'evt_over',
      { paymentIntent: order.payment_intent_id, amount: order.amount_total, refunded: 9_999_999 },
      at('2026-11-21T00:00:00Z'),
    );
    expect((await postWebhook(testApp.app, event)).statusCode).toBe(200);
    const { order: refunded, refunds } = await refundState(order.id);
    expect(refunded.amount_refunded).toBe(order.amount_total);
    expect(refunds.map((row) => row.amount)).toEqual([order.amount_total]);
  });

  it('finds a subscription payment by its invoice when the charge names one', async () => {
    await db()
      .insertInto('orders')
      .values({
        provider_reference: 'in_refund_1',
        catalogue_key: 'momentum',
        amount_total: 150_000,
        status: 'completed',
        order_date: new Date('2026-11-01T00:00:00Z'),
      })
      .execute();
    const event = chargeRefunded(
      'evt_invoice',
      { invoice: 'in_refund_1', amount: 150_000, refunded: 150_000 },
      at('2026-11-03T00:00:00Z'),
    );
    expect((await postWebhook(testApp.app, event)).statusCode).toBe(200);
    const row = await db()
      .selectFrom('orders')
      .select('amount_refunded')
      .where('provider_reference', '=', 'in_refund_1')
      .executeTakeFirstOrThrow();
    expect(row.amount_refunded).toBe(150_000);
  });

  it('acknowledges a refund of a payment it does not know, and records nothing', async () => {
    const event = chargeRefunded(
      'evt_unknown_charge',
      { paymentIntent: 'pi_elsewhere', amount: 5_000, refunded: 5_000 },
      at('2026-11-03T00:00:00Z'),
    );
    expect((await postWebhook(testApp.app, event)).statusCode).toBe(200);
    const rows = await db().selectFrom('order_refunds').select('id').execute();
    expect(rows).toEqual([]);
  });
});
