import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../src/server/testing/smtp-inbox.ts';
import { screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser, type ViewportName } from '../support/browser.ts';
import { signUpConfirmed } from '../support/confirmed-admins.ts';
import { gotoHydrated, waitForHydration } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * Issue 34's journey: a visitor books the free discovery call, then buys and books a SPARK
 * Session as a guest with the test card; both confirmations arrive with a calendar file at
 * a real SMTP server; the visitor moves one through the mail's link and cancels the other
 * (refunded, as the default rule says); the admin sees all of it under Bookings.
 */
const adminEmail = 'booking-boss@studio.dev';
const adminPassword = 'booking journey passphrase';
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
  await signUpConfirmed(server.url, inbox, adminEmail, adminPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  await inbox?.close();
});

/**
 * Picks the second day with free times (so the call stays beyond the 24-hour notice for
 * changes while the journey runs) and its first free time.
 */
async function pickTime(page: Page): Promise<void> {
  const days = page.getByRole('group', { name: 'Days with free times' }).getByRole('button');
  await days.nth(1).click();
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  await times.first().click();
}

async function fillDetails(page: Page, { name, email }: { name: string; email: string }) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/What would you like to get out of the call/).fill('A clearer pitch');
}

const booked = (page: Page) => page.getByRole('heading', { name: "You're booked" });

function expectCalendarFile(mail: ReceivedMail) {
  const calendar = mail.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(calendar?.contentType).toBe('text/calendar');
  expect(calendar?.content).toContain('BEGIN:VEVENT');
}

const linkIn = (mail: ReceivedMail) => {
  const match = /Reschedule or cancel:\s*(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no manage link in:\n${mail.text}`);
  return match[1];
};

async function bookFreeCall(page: Page, visitor: { name: string; email: string }) {
  await gotoHydrated(page, `${server.url}/book/discovery-call`);
  await pickTime(page);
  await fillDetails(page, visitor);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect.poll(() => booked(page).isVisible(), { timeout: 20_000 }).toBe(true);
}

async function buyAndBookSpark(
  page: Page,
  visitor: { name: string; email: string },
  viewport: ViewportName,
) {
  await gotoHydrated(page, `${server.url}/book/spark-session`);
  await pickTime(page);
  await fillDetails(page, visitor);
  expect(await page.getByText('Pay to confirm.').isVisible()).toBe(true);
  await screenshotFromTop(page, `booking-pay-to-confirm-${viewport}`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/book\/paid\?session_id=cs_test_/);
  await expect.poll(() => booked(page).isVisible(), { timeout: 30_000 }).toBe(true);
  expect(await page.getByText('Paid, thank you.').isVisible()).toBe(true);
  await screenshotFromTop(page, `booking-paid-confirmed-${viewport}`);
}

describe.each([['desktop'], ['phone']] as const)('booking at %s size', (viewport) => {
  const visitor = { name: `Ada ${viewport}`, email: `ada-${viewport}@visitor.example` };

  it('books, pays, confirms by mail, moves one call, cancels the other; the admin sees them', async () => {
    const { page, problems } = await visit(browser, `${server.url}/book/discovery-call`, {
      viewport,
    });
    await bookFreeCall(page, visitor);
    await buyAndBookSpark(page, visitor, viewport);

    const freeMail = await inbox.waitForSubject(visitor.email, 'Booked: Discovery call', 30_000);
    const sparkMail = await inbox.waitForSubject(visitor.email, 'Booked: SPARK', 30_000);
    expectCalendarFile(freeMail);
    expectCalendarFile(sparkMail);

    // Move the free call through its mail's link.
    await gotoHydrated(page, linkIn(freeMail));
    await page.getByRole('button', { name: 'Pick another time' }).click();
    await pickTime(page);
    await expect
      .poll(() => page.getByText(/^Moved to /).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(
        () =>
          inbox.to(visitor.email).filter((mail) => mail.subject.startsWith('Booked: Discovery'))
            .length,
        {
          timeout: 30_000,
        },
      )
      .toBe(2);

    // Cancel the paid session through its mail's link: refunded, as the studio's rule says.
    await gotoHydrated(page, linkIn(sparkMail));
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await screenshotFromTop(page, `booking-cancel-confirm-${viewport}`);
    await page.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await expect
      .poll(() => page.getByText(/Your payment is refunded to your card/).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await screenshotFromTop(page, `booking-paid-cancelled-${viewport}`);
    const cancelled = await inbox.waitForSubject(visitor.email, 'Cancelled: SPARK', 30_000);
    expect(cancelled.text).toMatch(/is refunded to the card you paid with/);
    expect(await problems.list()).toEqual([]);

    // The admin's Bookings section lists them.
    const admin = await visit(browser, `${server.url}/login`, { viewport });
    await signInWithForm(admin.page, {
      email: adminEmail,
      password: adminPassword,
      landing: '/admin',
    });
    await gotoHydrated(admin.page, `${server.url}/admin/bookings`);
    const rows = admin.page.getByRole('listitem').filter({ hasText: visitor.email });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const statuses = (await rows.allTextContents()).join('\n');
    expect(statuses).toMatch(/Discovery call[\s\S]*confirmed/);
    expect(statuses).toMatch(/SPARK™ Session[\s\S]*cancelled by visitor/);
    await waitForHydration(admin.page);
    await screenshotFromTop(admin.page, `booking-admin-${viewport}`);
  });
});
