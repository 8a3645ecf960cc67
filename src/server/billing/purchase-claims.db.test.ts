import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import type { DashboardData } from '../../shared/schemas/dashboard.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  get,
  payLocalCheckout,
  signUpAccount,
  startAnonymousCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
let counter = 0;
const freshEmail = (name: string) => `${name}-${(counter += 1)}@claims.example.com`;

async function anonymousPurchase(email: string, key = 'spark'): Promise<void> {
  const started = await startAnonymousCheckout(testApp.app, key);
  const { url } = started.json<{ url: string }>();
  expect((await payLocalCheckout(testApp.app, url, { email })).statusCode).toBe(303);
}

const post = (account: TestAccount | null, url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, headers: account?.headers ?? {}, payload });

const askForLink = (account: TestAccount) => post(account, '/api/billing/purchase-claims');
const confirm = (account: TestAccount | null, token: string) =>
  post(account, '/api/billing/purchase-claims/confirm', { token });

async function pending(account: TestAccount): Promise<boolean> {
  return (await get(testApp.app, account, '/api/billing/purchase-claims')).json<{
    pending: boolean;
  }>().pending;
}

async function dashboard(account: TestAccount): Promise<DashboardData> {
  return (await get(testApp.app, account, '/api/dashboard')).json<DashboardData>();
}

/** The claim links queued for an address, newest last (without SMTP the outbox keeps them). */
async function mailedTokens(email: string): Promise<string[]> {
  const mails = await outboxRowsTo(db(), email, 'purchase_claim');
  return mails.map(({ data }) => {
    const match = /\/account\?claim=([\w-]+)/.exec(String(data.link));
    if (!match?.[1]) throw new Error(`no claim link in: ${JSON.stringify(data)}`);
    return match[1];
  });
}

const expectError = (response: LightMyRequestResponse, status: number, message?: string) => {
  expect(response.statusCode).toBe(status);
  if (message) expect(response.json().error.message).toBe(message);
};

describe('purchases made before the account existed', () => {
  it('need a signed-in caller', async () => {
    expectError(await get(testApp.app, null, '/api/billing/purchase-claims'), 401);
    expectError(await post(null, '/api/billing/purchase-claims'), 401);
    expectError(await confirm(null, 'whatever'), 401);
  });

  it('stay hidden until the account proves it reads the mailbox, then join it', async () => {
    const email = freshEmail('later');
    await anonymousPurchase(email, 'brandKit');
    const account = await signUpAccount(testApp.app, email);

    expect(await dashboard(account)).toMatchObject({
      products: [],
      hasOrders: false,
      pendingPurchases: true,
    });
    expect(await pending(account)).toBe(true);

    const asked = await askForLink(account);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sent: true });
    const [token] = await mailedTokens(email);

    expect((await confirm(account, token!)).json()).toEqual({ claimed: true });
    const after = await dashboard(account);
    expect(after.products.map((product) => product.product_id)).toEqual(['brand-kit']);
    expect(after.hasOrders).toBe(true);
    expect(await pending(account)).toBe(false);
    expect(after.pendingPurchases).toBe(false);
    expectError(await confirm(account, token!), 400, messages.purchaseClaims.invalidLink);
  });

  it('link straight to an account that already proved the address', async () => {
    const email = freshEmail('proven');
    await anonymousPurchase(email);
    const account = await signUpAccount(testApp.app, email);
    await askForLink(account);
    await confirm(account, (await mailedTokens(email))[0]!);

    await anonymousPurchase(email.toUpperCase(), 'core');
    const owned = (await dashboard(account)).products.map((product) => product.product_id);
    expect(owned.sort()).toEqual(['core', 'spark']);
  });

  it('send nothing when there is nothing to claim, and one link a minute at most', async () => {
    const nothing = await signUpAccount(testApp.app, freshEmail('nothing'));
    expect(await pending(nothing)).toBe(false);
    expect((await askForLink(nothing)).json()).toEqual({ sent: false });
    expect(await mailedTokens(nothing.email)).toEqual([]);

    const email = freshEmail('eager');
    await anonymousPurchase(email);
    const eager = await signUpAccount(testApp.app, email);
    expect((await askForLink(eager)).json()).toEqual({ sent: true });
    expect((await askForLink(eager)).json()).toEqual({ sent: false });
    expect(await mailedTokens(email)).toHaveLength(1);
  });

  it("refuse someone else's link, a made-up one, and one sent to an earlier address", async () => {
    const email = freshEmail('owner');
    await anonymousPurchase(email);
    const owner = await signUpAccount(testApp.app, email);
    const stranger = await signUpAccount(testApp.app, freshEmail('stranger'));
    await askForLink(owner);
    const [token] = await mailedTokens(email);

    expectError(await confirm(stranger, token!), 400, messages.purchaseClaims.invalidLink);
    expect((await dashboard(stranger)).products).toEqual([]);
    expectError(await confirm(owner, 'made-up-token'), 400, messages.purchaseClaims.invalidLink);
    expectError(
      await post(owner, '/api/billing/purchase-claims/confirm', { token: 'x', extra: 1 }),
      400,
    );

    // A link proves only the address it went to.
    const moved = await signUpAccount(testApp.app, freshEmail('moved'));
    const movedEmail = freshEmail('moved-purchase');
    await anonymousPurchase(moved.email);
    await askForLink(moved);
    const [movedToken] = await mailedTokens(moved.email);
    await db()
      .updateTable('auth_users')
      .set({ email: movedEmail })
      .where('id', '=', moved.id)
      .execute();
    const stale = await confirm({ ...moved, email: movedEmail }, movedToken!);
    expectError(stale, 400, messages.purchaseClaims.invalidLink);
  });
});
