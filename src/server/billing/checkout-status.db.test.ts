import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import type { CheckoutStatus } from '../../shared/schemas/billing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  get,
  payLocalCheckout,
  signUpAccount,
  startAnonymousCheckout,
  startSignedInCheckout,
  type TestAccount,
} from '../testing/billing/billing-test-fixture.ts';

let testApp: TestApp;
let ada: TestAccount;
let bo: TestAccount;
const sessions = { adaSpark: '', adaMomentum: '', guestCore: '', adaOpen: '', guestPending: '' };

async function startGuest(key: string) {
  const started = await startAnonymousCheckout(testApp.app, key);
  return started.json<{ url: string; sessionId: string }>();
}

beforeAll(async () => {
  testApp = await createTestApp();
  ada = await signUpAccount(testApp.app, 'ada@status.example.com');
  bo = await signUpAccount(testApp.app, 'bo@status.example.com');
  sessions.adaSpark = await buy(testApp.app, ada, 'spark');
  sessions.adaMomentum = await buy(testApp.app, ada, 'momentum');
  const guest = await startGuest('core');
  await payLocalCheckout(testApp.app, guest.url, { email: 'Guest@Status.example.com' });
  sessions.guestCore = guest.sessionId;
  sessions.adaOpen = (await startSignedInCheckout(testApp.app, ada, 'signal')).json<{
    sessionId: string;
  }>().sessionId;
  // Paid at the provider, its payment event not here yet.
  sessions.guestPending = (await startGuest('mirror')).sessionId;
  await testApp.database.db
    .updateTable('local_billing_checkout_sessions')
    .set({ status: 'complete' })
    .where('id', '=', sessions.guestPending)
    .execute();
});
afterAll(async () => {
  await testApp.close();
});

const status = async (account: TestAccount | null, sessionId: string) => {
  const response = await get(
    testApp.app,
    account,
    `/api/billing/checkout-status?session_id=${encodeURIComponent(sessionId)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<CheckoutStatus>();
};

const unknown: CheckoutStatus = {
  status: 'unknown',
  product_name: null,
  amount_total: null,
  currency: null,
  mode: null,
  confirmation: 'order',
  is_guest: false,
  guest_email: null,
};

describe('GET /api/billing/checkout-status', () => {
  it('shows a signed-in buyer their paid one-time purchase, named, with its amount', async () => {
    expect(await status(ada, sessions.adaSpark)).toEqual({
      status: 'paid',
      product_name: catalogue.spark.name,
      amount_total: catalogue.spark.amount,
      currency: 'USD',
      mode: 'payment',
      confirmation: 'order',
      is_guest: false,
      guest_email: null,
    });
  });

  it('gives a live subscription the subscription box', async () => {
    expect(await status(ada, sessions.adaMomentum)).toMatchObject({
      status: 'paid',
      product_name: catalogue.momentum.name,
      mode: 'subscription',
      confirmation: 'subscription',
    });
  });

  it("reveals nothing of a signed-in buyer's session to anyone else", async () => {
    for (const sessionId of [sessions.adaSpark, sessions.adaMomentum, sessions.adaOpen]) {
      expect(await status(bo, sessionId)).toEqual(unknown);
      expect(await status(null, sessionId)).toEqual(unknown);
    }
  });

  it('shows a guest session to whoever holds its id, signed in or not', async () => {
    const expected = {
      status: 'paid',
      product_name: catalogue.core.name,
      amount_total: catalogue.core.amount,
      is_guest: true,
      guest_email: 'guest@status.example.com',
    };
    expect(await status(null, sessions.guestCore)).toMatchObject(expected);
    expect(await status(bo, sessions.guestCore)).toMatchObject(expected);
  });

  it('is pending while a paid session waits for its payment event', async () => {
    expect(await status(null, sessions.guestPending)).toMatchObject({
      status: 'pending',
      product_name: catalogue.mirror.name,
      guest_email: null,
    });
  });

  it('is unpaid for a session the buyer never paid', async () => {
    expect(await status(ada, sessions.adaOpen)).toMatchObject({
      status: 'unpaid',
      product_name: catalogue.signal.name,
    });
  });

  it('is unknown for a well-formed id nobody started', async () => {
    expect(await status(ada, `cs_test_${'0'.repeat(48)}`)).toEqual(unknown);
    expect(await status(null, 'cs_anything')).toEqual(unknown);
  });

  it.each([
    ['no id', ''],
    ['an empty id', '?session_id='],
    ['not a session id', '?session_id=pi_123'],
    ['odd characters', `?session_id=${encodeURIComponent("cs_x' OR 1=1")}`],
    ['an over-long id', `?session_id=cs_${'a'.repeat(300)}`],
  ])('answers 400 to %s', async (_name, query) => {
    const response = await get(testApp.app, ada, `/api/billing/checkout-status${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
