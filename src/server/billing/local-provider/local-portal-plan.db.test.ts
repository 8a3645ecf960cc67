import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../../shared/schemas/catalogue.ts';
import type { DashboardData } from '../../../shared/schemas/dashboard.ts';
import { makeAdmin, signUpAccount as signUpAdmin } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  get,
  pathOf,
  payLocalCheckout,
  signUpAccount,
  startSignedInCheckout,
  type TestAccount,
} from '../../testing/billing/billing-test-fixture.ts';

/** Issue 18: a subscriber switches plan in the local portal; the account follows. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function subscribe(email: string): Promise<{ account: TestAccount; portalPath: string }> {
  const account = await signUpAccount(testApp.app, email);
  const started = await startSignedInCheckout(testApp.app, account, 'momentum');
  await payLocalCheckout(testApp.app, started.json<{ url: string }>().url);
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/functions/v1/customer-portal',
    headers: account.headers,
    payload: {},
  });
  return { account, portalPath: pathOf(opened.json<{ url: string }>().url) };
}

const subscriptionOf = async (account: TestAccount) =>
  (await get(testApp.app, account, '/api/billing/subscription')).json<{
    subscription: { price_id: string; current_period_end: number; subscription_status: string };
  }>().subscription;

const postPlan = (action: string, plan: string, confirm = true) =>
  testApp.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `plan=${encodeURIComponent(plan)}${confirm ? '&confirm=yes' : ''}`,
  });

describe('changing plan in the local billing portal', () => {
  it('offers the other plans the site sells, confirms first, then switches at once', async () => {
    const { account, portalPath } = await subscribe('switcher@billing.example.com');
    const page = await testApp.app.inject({ method: 'GET', url: portalPath });
    expect(page.body).toContain('Change plan');
    expect(page.body).toContain('value="muse"');
    expect(page.body).not.toContain('value="momentum"');
    // No page sells SIGNAL Pro or the launch's instalments: the portal does not either.
    expect(page.body).not.toContain('value="signalPro"');
    expect(page.body).not.toContain('value="bizBuiltNowPlan"');
    const action = /action="([^"]+\/plan)"/.exec(page.body)?.[1];
    expect(action).toBeDefined();
    const before = await subscriptionOf(account);

    // The first post only asks, saying what the dashboard loses; nothing changes yet.
    const asked = await postPlan(action!, 'muse', false);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Change to THE MUSE™ Circle?');
    expect(asked.body).toContain('no longer include MOMENTUM™ on your dashboard');
    expect(asked.body).toContain('name="confirm" value="yes"');
    expect((await subscriptionOf(account)).price_id).toBe(before.price_id);

    const changed = await postPlan(action!, 'muse');
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toContain('notice=plan');

    // The Stripe-shaped customer.subscription.updated went through the signed webhook.
    const event = await testApp.database.db
      .selectFrom('webhook_events')
      .select(['event_type'])
      .where('event_type', '=', 'customer.subscription.updated')
      .executeTakeFirst();
    expect(event).toBeDefined();
    const after = await subscriptionOf(account);
    expect(after.subscription_status).toBe('active');
    expect(after.current_period_end).toBe(before.current_period_end);
    expect(after.price_id).not.toBe(before.price_id);

    // The account, badge and dashboard read the new plan.
    const dashboard = (await get(testApp.app, account, '/api/dashboard')).json<DashboardData>();
    expect(dashboard.subscription?.price_id).toBe(after.price_id);
    // The paid first month of MOMENTUM stays owned.
    const products = dashboard.products.map((product) => product.product_id);
    expect(products).toEqual(expect.arrayContaining(['momentum']));
    const page2 = await testApp.app.inject({ method: 'GET', url: changed.headers.location! });
    expect(page2.body).toContain('THE MUSE™ Circle');
  });

  it('refuses a plan outside the catalogue, the same plan, and another customer', async () => {
    const { portalPath } = await subscribe('careful@billing.example.com');
    const other = await subscribe('other-plan@billing.example.com');
    const page = await testApp.app.inject({ method: 'GET', url: portalPath });
    const action = /action="([^"]+\/plan)"/.exec(page.body)![1]!;
    expect((await postPlan(action, 'spark')).statusCode).toBe(422);
    expect((await postPlan(action, 'signalPro')).statusCode).toBe(422);
    expect((await postPlan(action, 'momentum')).statusCode).toBe(422);
    const otherId = /subscriptions\/([^/]+)\/plan/.exec(
      (await testApp.app.inject({ method: 'GET', url: other.portalPath })).body,
    )![1]!;
    const foreign = await postPlan(`${portalPath}/subscriptions/${otherId}/plan`, 'muse');
    expect(foreign.statusCode).toBe(404);
    const expired = await postPlan(`${portalPath}x/subscriptions/${otherId}/plan`, 'muse');
    expect(expired.statusCode).toBe(410);
  });

  it('names plans, contents and prices from the stored catalogue, as the studio edited them', async () => {
    const admin = await signUpAdmin(testApp.app, 'portal-admin@billing.example.com');
    await makeAdmin(testApp.database, admin);
    const edit = async (key: string, change: Record<string, unknown>) => {
      const list = await get(testApp.app, admin, '/api/admin/catalogue');
      const item = list.json<CatalogueList>().items.find((entry) => entry.key === key)!;
      const { revision, name, description, duration, included, ladderProducts, sale, amount } =
        item;
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/${key}`,
        headers: admin.headers,
        payload: {
          ...{ revision, name, description, duration, included, ladderProducts, sale, amount },
          ...change,
        },
      });
      expect(saved.statusCode).toBe(200);
    };
    const { portalPath } = await subscribe('renamed@billing.example.com');
    await edit('momentum', { name: 'Momentum Club' });
    await edit('muse', { name: 'The Muse Room', amount: 123_400 });

    const page = await testApp.app.inject({ method: 'GET', url: portalPath });
    expect(page.body).toContain('<h2>Momentum Club</h2>');
    // The choice names the plan's price now; the card what this subscription renews at.
    expect(page.body).toMatch(/The Muse Room: \$1,234 (per month|every \d+ months)/);
    expect(page.body).toContain('$1,500 per month');
    expect(page.body).not.toContain('THE MUSE™ Circle');
    expect(page.body).not.toContain('MOMENTUM™');

    const action = /action="([^"]+\/plan)"/.exec(page.body)![1]!;
    const asked = await postPlan(action, 'muse', false);
    expect(asked.body).toContain('Change to The Muse Room?');
    expect(asked.body).toMatch(/you pay \$1,234 (per month|every \d+ months)/);
    expect((await postPlan(action, 'muse')).statusCode).toBe(303);
    const after = await testApp.app.inject({ method: 'GET', url: portalPath });
    expect(after.body).toContain('<h2>The Muse Room</h2>');
    expect(after.body).toMatch(/\$1,234 (per month|every \d+ months)/);
  });
});
