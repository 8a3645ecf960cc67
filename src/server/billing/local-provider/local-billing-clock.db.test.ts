import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedStoredCatalogue } from '../../catalogue/catalogue-service.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { advanceLocalSubscriptions } from './local-billing-clock.ts';
import { addMonthsClamped } from './local-billing-periods.ts';
import { LocalEventDelivery } from './local-event-delivery.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import { localPriceBook } from '../price-book.ts';
import {
  buy,
  get,
  sentEvents,
  signUpAccount,
  testWebhookSecret,
  type TestAccount,
} from '../../testing/billing/billing-test-fixture.ts';
import { createWebhookReceiver } from '../webhook-service.ts';

// The local provider's stand-in for Stripe's clock: tests move "now" forward by months.
let testApp: TestApp;
let buyer: TestAccount;
let delivery: LocalEventDelivery;
beforeEach(async () => {
  testApp = await createTestApp();
  buyer = await signUpAccount(testApp.app, 'clock@billing.example.com');
  delivery = deliveryIntoApp();
});
afterEach(async () => {
  await testApp.close();
});

/** A delivery into the app's webhook, as its own clock has, for a clock the test drives. */
function deliveryIntoApp(): LocalEventDelivery {
  const db = testApp.database.db;
  const localDelivery = new LocalEventDelivery(db, testWebhookSecret, testApp.app.log);
  const provider = new LocalPaymentProvider(db, testWebhookSecret, localDelivery);
  localDelivery.connect(
    createWebhookReceiver({
      db,
      context: { provider, priceBook: localPriceBook, mailer: testApp.app.mail.outbox },
      log: testApp.app.log,
    }),
  );
  return localDelivery;
}

const db = () => testApp.database.db;
const localSubscription = () =>
  db().selectFrom('local_billing_subscriptions').selectAll().executeTakeFirstOrThrow();
const storedSubscription = () =>
  db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
const orders = () =>
  db()
    .selectFrom('orders')
    .select(['amount_total', 'catalogue_key', 'status', 'order_date'])
    .orderBy('order_date')
    .execute();
const monthsAfterStart = async (months: number, extraMs = 1000) => {
  const { billing_cycle_anchor: anchor } = await localSubscription();
  return new Date(addMonthsClamped(anchor, months).getTime() + extraMs);
};

describe('the local billing clock', () => {
  it('leaves a subscription alone until its period is over', async () => {
    await buy(testApp.app, buyer, 'momentum');
    const before = await localSubscription();
    expect(await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(1, -1000))).toBe(
      0,
    );
    expect(await localSubscription()).toEqual(before);
    expect(await orders()).toHaveLength(1);
  });

  it('renews at the price it was bought at when the studio changes the catalogue price', async () => {
    await buy(testApp.app, buyer, 'momentum');
    await seedStoredCatalogue(db());
    await db()
      .updateTable('catalogue_items')
      .set({ amount: 175_000 })
      .where('key', '=', 'momentum')
      .execute();
    expect(await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(1))).toBe(1);
    expect((await orders()).map((order) => order.amount_total)).toEqual([150_000, 150_000]);
    expect((await localSubscription()).amount).toBe(150_000);
  });

  it('renews a monthly subscription: a paid invoice, an order and the next period', async () => {
    await buy(testApp.app, buyer, 'momentum');
    const first = await localSubscription();
    expect(await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(1))).toBe(1);

    const renewed = await localSubscription();
    expect(renewed.status).toBe('active');
    expect(renewed.current_period_start).toEqual(first.current_period_end);
    expect(renewed.current_period_end).toEqual(addMonthsClamped(first.billing_cycle_anchor, 2));
    expect((await orders()).map((order) => [order.catalogue_key, order.amount_total])).toEqual([
      ['momentum', 150_000],
      ['momentum', 150_000],
    ]);
    const stored = await storedSubscription();
    expect(stored).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(stored.current_period_end).toEqual(renewed.current_period_end);
    const types = (await sentEvents(testApp.database)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    // The account page reads the new period end.
    const account = await get(testApp.app, buyer, '/api/billing/subscription');
    expect(
      account.json<{ subscription: { current_period_end: number } }>().subscription
        .current_period_end,
    ).toBe(Math.floor(renewed.current_period_end.getTime() / 1000));
  });

  it('bills each missed period once, and never twice for one period', async () => {
    await buy(testApp.app, buyer, 'momentum');
    const threeMonthsOn = await monthsAfterStart(3);
    expect(await advanceLocalSubscriptions(db(), delivery, threeMonthsOn)).toBe(1);
    expect(await advanceLocalSubscriptions(db(), delivery, threeMonthsOn)).toBe(0);
    expect(await orders()).toHaveLength(4);
    expect((await localSubscription()).current_period_end).toEqual(await monthsAfterStart(4, 0));
  });

  it('ends a subscription cancelled at period end, with no further charge', async () => {
    await buy(testApp.app, buyer, 'muse');
    await db()
      .updateTable('local_billing_subscriptions')
      .set({ cancel_at_period_end: true })
      .execute();
    expect(await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(3))).toBe(1);

    const ended = await localSubscription();
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toEqual(ended.current_period_end);
    expect(await orders()).toHaveLength(1);
    expect((await storedSubscription()).status).toBe('canceled');
    const types = (await sentEvents(testApp.database)).map((event) => event.type);
    expect(types.at(-1)).toBe('customer.subscription.deleted');
    expect(await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(12))).toBe(0);
  });

  it('takes exactly three payments for the three-payment plan, then ends it', async () => {
    await buy(testApp.app, buyer, 'bizBuiltNowPlan');
    const plan = await localSubscription();
    expect(plan.cancel_at).toEqual(addMonthsClamped(plan.billing_cycle_anchor, 3));

    for (const month of [1, 2]) {
      await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(month));
      expect((await localSubscription()).status).toBe('active');
    }
    await advanceLocalSubscriptions(db(), delivery, await monthsAfterStart(3));
    expect((await localSubscription()).status).toBe('canceled');
    expect((await orders()).map((order) => order.amount_total)).toEqual([
      165_000, 165_000, 165_000,
    ]);
    expect((await storedSubscription()).status).toBe('canceled');
  });
});
