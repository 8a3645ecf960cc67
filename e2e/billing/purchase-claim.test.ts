import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { createAccount, screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * A visitor buys MIRROR on its offer page without an account, signs up later with the
 * same e-mail and the purchase joins once the address is confirmed (the link of the
 * welcome mail). Until then the account sees nothing of it: sign-up proves no mailbox.
 */
let smtp: SmtpInbox;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  await smtp?.close();
});

describe('a purchase made before signing up', () => {
  it("joins the account once the welcome mail's link proves the address", async () => {
    const email = `early-buyer-${Date.now()}@studio.dev`;
    const offer = await visit(browser, `${server.url}/mirror`);
    await offer.page.locator('button[data-product="mirrorCore"]').first().click();
    await offer.page.getByRole('button', { name: 'Continue as guest' }).click();
    await offer.page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
    await offer.page.getByLabel('Email').fill(email);
    await offer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await offer.page.getByRole('button', { name: /^Pay / }).click();
    await offer.page.waitForURL(/\/checkout\/success/);
    await offer.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await createAccount(server.url, email);
    const { page, problems } = await visit(browser, `${server.url}/login`, { viewport: 'phone' });
    await signInWithForm(page, { email, landing: '/dashboard' });
    // Unconfirmed: one notice, where the link went; the purchase waits for it.
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(messages.auth.confirmPending(email));
    expect(await page.getByRole('region', { name: 'Earlier purchases' }).count()).toBe(0);
    expect(await page.getByTestId('journey-mirror').getAttribute('data-status')).toBe('locked');
    await screenshotFromTop(page, 'purchase-claim-notice-phone');

    const mail = await smtp.waitForSubject(email, 'Welcome to Signal Studio', 15_000);
    const link = /http:\/\/localhost:\d+\/confirm-email\?token_hash=[\w-]+&type=signup/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    // PUBLIC_URL is unset, so links name localhost; the test server listens on 127.0.0.1.
    await gotoHydrated(page, link!.replace('http://localhost', 'http://127.0.0.1'));
    await page.getByRole('button', { name: 'Confirm My Address' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText(messages.auth.emailConfirmed).waitFor();

    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Order History' }).waitFor();
    await expect.poll(() => page.getByText('$5,000').first().isVisible()).toBe(true);

    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('journey-mirror').waitFor();
    expect(await page.getByTestId('journey-mirror').getAttribute('data-status')).toBe('completed');
    expect(await notice.count()).toBe(0);
    expect(await problems.list()).toEqual([]);
  });
});
