import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '../../src/shared/booking/booking-types.ts';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { screenshotFromTop } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { signUpConfirmed } from '../support/confirmed-admins.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * A booking credit through the pages (issue 34): the studio keeps cancelled paid calls as
 * credits; a visitor pays for a SPARK Session, cancels it on its manage page, follows the
 * cancellation mail's "Book again with your credit" link (as received at a real SMTP
 * server) and books a new session without paying; the same link then says the credit is
 * used and the page books as usual, paid at checkout.
 */
const adminEmail = 'credit-boss@studio.dev';
let inbox: SmtpInbox;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  [server, browser] = await Promise.all([
    startServer({
      env: {
        SMTP_URL: inbox.url,
        ADMIN_EMAILS: adminEmail,
        // Monday 2026-12-07, 08:00 in Chicago: the week ahead has free weekday hours.
        CLOCK_START: '2026-12-07T14:00:00Z',
      },
    }),
    launchBrowser(),
  ]);
  const token = await signUpConfirmed(server.url, inbox, adminEmail, 'credit journey passphrase');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const url = `${server.url}/api/admin/booking/availability`;
  const rules = (await (await fetch(url, { headers })).json()) as Availability;
  const saved = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...rules, paidCancellation: 'credit' }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  await inbox?.close();
});

/** The `nth` day with free times (0: the first) and its first free time. */
async function pickTime(page: Page, nth: number): Promise<void> {
  const days = page.getByRole('group', { name: 'Days with free times' }).getByRole('button');
  await days.nth(nth).click();
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  await times.first().click();
}

const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" link in:\n${text}`);
  return match[1];
};

describe.each([['desktop'], ['phone']] as const)('a booking credit at %s size', (viewport) => {
  const email = `cleo-${viewport}@visitor.example`;

  it('is offered by mail and manage page, pays for one session, then books as usual', async () => {
    const { page, problems } = await visit(browser, `${server.url}/book/spark-session`, {
      viewport,
    });
    // Pay for a session as a guest.
    await pickTime(page, 1);
    await page.getByLabel('Name').fill('Cleo Credit');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/What would you like to get out of the call/).fill('A plan');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/book\/paid\?session_id=cs_test_/);
    const paidMail = await inbox.waitForSubject(email, 'Booked: SPARK', 30_000);

    // Cancel it on its manage page: kept as a credit, which the page offers at once.
    await gotoHydrated(page, linkAfter(paidMail.text, 'Reschedule or cancel'));
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the call' }).click();
    const offer = page.getByRole('link', { name: 'Book again with your credit' });
    await expect.poll(() => offer.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: /Your credit: \$1,500, unused/ }).count()).toBe(
      1,
    );
    await screenshotFromTop(page, `booking-credit-manage-${viewport}`);

    // The cancellation mail's link: the booking page, paid with the credit.
    const cancelled = await inbox.waitForSubject(email, 'Cancelled: SPARK', 30_000);
    expect(cancelled.text).toMatch(/kept as a credit\. It pays for one future session/);
    const creditLink = linkAfter(cancelled.text, 'Book again with your credit');
    await gotoHydrated(page, creditLink);
    await expect
      .poll(() => page.getByText('Paid with your credit', { exact: true }).isVisible())
      .toBe(true);
    await screenshotFromTop(page, `booking-credit-page-${viewport}`);
    await pickTime(page, 2);
    const emailField = page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.isEditable()).toBe(false);
    await page.getByLabel('Name').fill('Cleo Credit');
    await page.getByLabel(/What would you like to get out of the call/).fill('A plan');
    await screenshotFromTop(page, `booking-credit-details-${viewport}`);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: "You're booked" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect
      .poll(() => inbox.to(email).filter((mail) => mail.subject.startsWith('Booked:')).length, {
        timeout: 30_000,
      })
      .toBe(2);

    // The same link again: the credit is spent; the page books as usual, paid at checkout.
    await gotoHydrated(page, creditLink);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toMatch(/used already/);
    await screenshotFromTop(page, `booking-credit-used-${viewport}`);
    await pickTime(page, 3);
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').isEditable()).toBe(true);
    // And the manage page of the cancelled call says so.
    await gotoHydrated(page, linkAfter(paidMail.text, 'Reschedule or cancel'));
    await expect
      .poll(() => page.getByRole('heading', { name: /Your credit: \$1,500, used/ }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Book again with your credit' }).count()).toBe(0);
    await screenshotFromTop(page, `booking-credit-manage-used-${viewport}`);
    expect(await problems.list()).toEqual([]);
  });
});
