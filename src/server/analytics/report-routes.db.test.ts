import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import type { AnalyticsReport } from '../../shared/schemas/analytics.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { recordRefund } from '../billing/refunds-repository.ts';
import { insertAnalyticsEvent } from './events-repository.ts';
import { rollUpAnalytics } from './rollup-service.ts';

let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;

/**
 * A small business whose figures are worked out by hand below. 2026-11-10 is rolled up,
 * 2026-11-11 is still raw events, so the report must add both kinds of rows.
 */
async function seed() {
  const { db } = testApp.database;
  const event = (day: string, kind: string, visitor: string | null, path: string | null = null) =>
    insertAnalyticsEvent(db, { day, kind, visitor, path });
  // 10 Nov: a (2 views), b, c, d visit; a and b take the scorecard; a leaves a newsletter
  // address and a contact form (one lead), b a webinar sign-up; a starts a checkout; one
  // verified purchase (webhooks have no visitor).
  for (const visitor of ['a', 'a', 'b', 'c', 'd'])
    await event('2026-11-10', 'pageview', visitor, '/');
  await event('2026-11-10', 'scorecard_completed', 'a', '/signal-strength');
  await event('2026-11-10', 'scorecard_completed', 'b', '/signal-strength');
  await event('2026-11-10', 'newsletter_signup', 'a');
  await event('2026-11-10', 'lead_form_sent', 'a');
  await event('2026-11-10', 'webinar_signup', 'b');
  await event('2026-11-10', 'checkout_started', 'a');
  await event('2026-11-10', 'purchase_completed', null);
  await rollUpAnalytics(db, new Date('2026-11-11T02:00:00Z'));
  // 11 Nov (raw): e and f visit /products; e takes the scorecard and sends the contact
  // form; e and f start checkouts; one purchase.
  await event('2026-11-11', 'pageview', 'e', '/products');
  await event('2026-11-11', 'pageview', 'f', '/products');
  await event('2026-11-11', 'scorecard_completed', 'e', '/');
  await event('2026-11-11', 'lead_form_sent', 'e');
  await event('2026-11-11', 'checkout_started', 'e');
  await event('2026-11-11', 'checkout_started', 'f');
  await event('2026-11-11', 'purchase_completed', null);

  const order = (
    reference: string,
    key: string,
    amount: number,
    status: 'completed' | 'failed' | 'pending',
    date: string,
  ) =>
    db
      .insertInto('orders')
      .values({
        provider_reference: reference,
        catalogue_key: key,
        amount_total: amount,
        status,
        order_date: new Date(date),
        payment_intent_id: `pi_${reference}`,
      })
      .execute();
  await order('o1', 'spark', 150_000, 'completed', '2026-11-10T10:00:00Z');
  await order('o2', 'spark', 150_000, 'completed', '2026-10-05T10:00:00Z');
  await order('o3', 'momentum', 150_000, 'completed', '2026-11-11T09:00:00Z');
  await order('o4', 'brandKit', 50_000, 'failed', '2026-11-11T09:30:00Z');
  await order('o5', 'brandKit', 50_000, 'pending', '2026-11-11T09:40:00Z');
  await order('o6', 'spark', 150_000, 'completed', '2026-09-30T23:59:59Z');
  // Refunds, recorded as charge.refunded records them (amounts are cumulative per order):
  // o6 (paid in Sep) refunded whole on 2 Oct; o2 (Oct) $500 back on 3 Nov; o3 $200 on
  // 12 Nov then $100 more on 20 Nov; o1 $100 on 2 Dec, after the period.
  const refund = (reference: string, cumulative: number, date: string) =>
    recordRefund(db, {
      eventId: `evt_${reference}_${cumulative}`,
      paymentIntentId: `pi_${reference}`,
      invoiceId: null,
      amountRefunded: cumulative,
      refundedAt: new Date(date),
    });
  await refund('o6', 150_000, '2026-10-02T12:00:00Z');
  await refund('o2', 50_000, '2026-11-03T12:00:00Z');
  await refund('o3', 20_000, '2026-11-12T12:00:00Z');
  await refund('o3', 30_000, '2026-11-20T12:00:00Z');
  await refund('o1', 10_000, '2026-12-02T12:00:00Z');

  const subscription = (id: string, key: string, status: string, updatedAt: string) =>
    db
      .insertInto('subscriptions')
      .values({
        provider_subscription_id: id,
        provider_customer_id: `cus_${id}`,
        catalogue_key: key,
        status,
        observed_at: new Date(updatedAt),
        updated_at: updatedAt,
      })
      .execute();
  await subscription('s1', 'momentum', 'active', '2026-11-11T09:00:00Z');
  await subscription('s2', 'muse', 'trialing', '2026-11-05T09:00:00Z');
  await subscription('s3', 'bizBuiltNowPlan', 'past_due', '2026-11-06T09:00:00Z');
  await subscription('s4', 'signalPro', 'canceled', '2026-11-07T09:00:00Z');
  await subscription('s5', 'signalPro', 'canceled', '2026-08-07T09:00:00Z');
  // The member signed up before the period; the admin within it.
  await db
    .updateTable('auth_users')
    .set({ created_at: '2026-09-01T00:00:00Z' })
    .where('id', '=', member.id)
    .execute();
  await db
    .updateTable('auth_users')
    .set({ created_at: '2026-11-02T00:00:00Z' })
    .where('id', '=', admin.id)
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAccount(testApp.app, 'admin@example.com');
  member = await signUpAccount(testApp.app, 'member@example.com');
  await makeAdmin(testApp.database, admin);
  await seed();
});
afterAll(async () => {
  await testApp.close();
});

const report = async (query: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/analytics?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsReport>();
};

const octoberAndNovember = 'period=custom&from=2026-10-01&to=2026-11-30';

describe('the admin’s analytics', () => {
  it('is for admins only: 401 signed out, 403 for a user', async () => {
    const url = '/api/admin/analytics?period=7d';
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asMember = await testApp.app.inject({ method: 'GET', url, headers: member.headers });
    expect(asMember.statusCode).toBe(403);
  });

  it('refuses a period it cannot read', async () => {
    for (const query of [
      'period=week',
      'period=custom&from=2026-11-01',
      'period=custom&from=2026-11-10&to=2026-11-01',
      'period=custom&from=2026-11-10&to=tomorrow',
      'period=custom&from=2024-01-01&to=2026-11-01',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/analytics?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('walks the funnel from visit to purchase, rolled-up and raw days together', async () => {
    const { funnel, traffic } = await report(octoberAndNovember);
    // Visit: a, b, c, d + e, f = 6. Scorecard: a, b + e = 3. Lead: a (twice, one lead),
    // b + e = 3. Checkout: a + e, f = 3. Purchase: 1 + 1 = 2.
    expect(funnel).toEqual([
      { step: 'Visit', visitors: 6, withoutPrevious: 0, fromPrevious: null, fromFirst: null },
      { step: 'Scorecard', visitors: 3, withoutPrevious: 0, fromPrevious: 50, fromFirst: 50 },
      { step: 'Lead', visitors: 3, withoutPrevious: 0, fromPrevious: 100, fromFirst: 50 },
      {
        step: 'Checkout started',
        visitors: 3,
        withoutPrevious: 0,
        fromPrevious: 100,
        fromFirst: 50,
      },
      { step: 'Purchase', visitors: 2, withoutPrevious: 0, fromPrevious: 66.7, fromFirst: 33.3 },
    ]);
    expect(traffic).toHaveLength(61);
    expect(traffic.find((point) => point.period === '2026-11-10')).toEqual({
      period: '2026-11-10',
      visitors: 4,
      pageViews: 5,
    });
    expect(traffic.find((point) => point.period === '2026-11-11')).toEqual({
      period: '2026-11-11',
      visitors: 2,
      pageViews: 2,
    });
  });

  it('ranks pages across rolled-up and raw days', async () => {
    const { topPages } = await report(octoberAndNovember);
    expect(topPages).toEqual([
      { path: '/', views: 5, visitors: 4 },
      { path: '/products', views: 2, visitors: 2 },
    ]);
  });

  it('adds revenue by product and month from completed orders, refunds and failures apart', async () => {
    const body = await report(octoberAndNovember);
    // Completed in Oct–Nov: o1 and o2 (SPARK, $1,500 each), o3 (MOMENTUM, $1,500).
    // o4 failed, o5 pending, o6 before the period. Refunds made in the period, whatever
    // the payment's date: SPARK $1,500 (o6) + $500 (o2) = $2,000; MOMENTUM $200 + $100.
    expect(body.revenueByProduct).toEqual([
      {
        product: 'SPARK™ Session',
        orders: 2,
        gross: 300_000,
        refunds: 200_000,
        net: 100_000,
        currency: 'usd',
      },
      {
        product: 'MOMENTUM™ Partner',
        orders: 1,
        gross: 150_000,
        refunds: 30_000,
        net: 120_000,
        currency: 'usd',
      },
    ]);
    // By the month the refund was made: October $1,500 (o6); November $500 + $200 + $100.
    expect(body.revenueByMonth).toEqual([
      { month: '2026-10', orders: 1, gross: 150_000, refunds: 150_000, net: 0, currency: 'usd' },
      {
        month: '2026-11',
        orders: 2,
        gross: 300_000,
        refunds: 80_000,
        net: 220_000,
        currency: 'usd',
      },
    ]);
    // s4 cancelled in the period ($2,000 a month); s5 before it. Four refunds, $2,300.
    expect(body.apart).toEqual({
      failedPayments: { orders: 1, amount: 50_000 },
      refunds: { refunds: 4, amount: 230_000 },
      cancelledSubscriptions: { subscriptions: 1, monthlyAmount: 200_000 },
    });
    // Live: MOMENTUM $1,500/month, MUSE $4,000 a quarter = 133,333 cents a month, and the
    // launch plan $1,650/month (past due still counts until it ends): 448,333 cents.
    expect(body.accounts).toEqual({ newAccounts: 1, activeSubscribers: 3, mrr: 448_333 });
  });

  it('shows a month of refunds without payments, with a negative net', async () => {
    const { revenueByMonth, revenueByProduct } = await report(
      'period=custom&from=2026-12-01&to=2026-12-31',
    );
    // Only o1's $100 refund of 2 Dec; no payment in December.
    expect(revenueByMonth).toEqual([
      { month: '2026-12', orders: 0, gross: 0, refunds: 10_000, net: -10_000, currency: 'usd' },
    ]);
    expect(revenueByProduct).toEqual([
      {
        product: 'SPARK™ Session',
        orders: 0,
        gross: 0,
        refunds: 10_000,
        net: -10_000,
        currency: 'usd',
      },
    ]);
  });
});
