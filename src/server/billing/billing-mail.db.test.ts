import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../testing/test-accounts.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  buy,
  payLocalCheckout,
  postWebhook,
  signUpAccount,
  startAnonymousCheckout,
} from '../testing/billing/billing-test-fixture.ts';

/*
 * The mails a payment causes, received by a real SMTP server: a receipt for every paid
 * order and renewal (true for a guest too), a summit seat's confirmation with its
 * calendar, a refund notice, and a failed renewal's notice.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
const now = new Date('2025-04-25T12:00:00-05:00');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url },
    { clock: () => now, mail: { autoStart: false } },
  );
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const deliver = () => testApp.app.mail.worker.runOnce();
const receiptsTo = (email: string) =>
  inbox.to(email).filter((mail) => mail.subject.startsWith('Your receipt'));

describe('payment mails', () => {
  it('gives a guest a receipt that is true for a guest: no account page, the card, the order', async () => {
    const started = await startAnonymousCheckout(testApp.app, 'spark');
    const { url } = started.json<{ url: string }>();
    expect(
      (await payLocalCheckout(testApp.app, url, { email: 'guest-buyer@studio.dev' })).statusCode,
    ).toBe(303);
    await deliver();
    const [receipt] = receiptsTo('guest-buyer@studio.dev');
    expect(receipt).toBeDefined();
    const order = await testApp.database.db
      .selectFrom('orders')
      .select(['id'])
      .where('email', '=', 'guest-buyer@studio.dev')
      .executeTakeFirstOrThrow();
    expect(receipt!.subject).toMatch(
      new RegExp(`^Your receipt for .+ \\(order ${order.id.slice(0, 8).toUpperCase()}\\)$`),
    );
    expect(receipt!.text).toContain(`Order number: ${order.id.slice(0, 8).toUpperCase()}`);
    expect(receipt!.text).toContain('Paid with: VISA ending in 4242');
    expect(receipt!.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(receipt!.text).toContain('You bought as a guest');
    expect(receipt!.text).not.toContain('/account');
  });

  it('sends a signed-in summit buyer a receipt and a seat confirmation with the calendar', async () => {
    const buyer = await signUpAccount(testApp.app, 'summit-buyer@studio.dev');
    await buy(testApp.app, buyer, 'sparkSummit');
    await deliver();
    const [receipt] = receiptsTo(buyer.email);
    expect(receipt!.text).toMatch(
      /See it on your account page:\s*http:\/\/localhost:3000\/account/,
    );
    expect(receipt!.text).toContain('Amount paid: $499');
    const seat = inbox
      .to(buyer.email)
      .find((mail) => mail.subject === 'Your seat at the Spark Summit is confirmed');
    expect(seat).toBeDefined();
    expect(seat!.attachments[0]).toMatchObject({ filename: 'spark-summit.ics' });
    expect(seat!.attachments[0]!.content).toContain('DTSTART:20250605T133000Z');
    expect(seat!.text).toContain('West 48, Des Moines, IA');
  });

  it('tells the buyer of a refund, once per refund', async () => {
    const buyer = await signUpAccount(testApp.app, 'refunded-buyer@studio.dev');
    await buy(testApp.app, buyer, 'brandKit');
    const admin = await signUpAccount(testApp.app, 'refund-admin@studio.dev');
    await makeAdmin(testApp.database, admin);
    const order = await testApp.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const refunded = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.headers,
      payload: { amount: 50_000 },
    });
    expect(refunded.statusCode).toBe(200);
    await deliver();
    const notices = inbox.to(buyer.email).filter((mail) => mail.subject.startsWith('Refund of'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      `Refund of $500 for order ${order.id.slice(0, 8).toUpperCase()}`,
    );
    expect(notices[0]!.text).toContain('Part of your payment was refunded');
  });

  it('tells a subscriber when the provider reports a failed renewal', async () => {
    const event = JSON.stringify({
      id: 'evt_renewal_failed_1',
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: 'in_failed_1',
          object: 'invoice',
          customer: 'cus_failed_1',
          customer_email: 'declined-renewal@studio.dev',
          amount_paid: 0,
          amount_due: 29_700,
          currency: 'usd',
          billing_reason: 'subscription_cycle',
          attempt_count: 1,
          next_payment_attempt: Math.floor(now.getTime() / 1000) + 3 * 86_400,
          created: Math.floor(now.getTime() / 1000),
          parent: { subscription_details: { subscription: 'sub_failed_1' } },
          lines: { data: [{ pricing: { price_details: { price: 'momentum' } } }] },
        },
      },
    });
    expect((await postWebhook(testApp.app, event)).statusCode).toBe(200);
    expect((await postWebhook(testApp.app, event)).statusCode).toBe(200);
    await deliver();
    const notices = inbox.to('declined-renewal@studio.dev');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/renewal did not go through$/);
    expect(notices[0]!.text).toContain('We will try again on April 28, 2025');
  });
});
