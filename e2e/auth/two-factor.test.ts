import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode, totpStepAt } from '../../src/server/auth/mfa/totp.ts';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

// Issue 30: the journey through two-factor sign-in, with mail received by a real SMTP
// server. One server, one page; every wait is for an element or a URL.
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

const password = 'correct horse battery';

it('signs up, confirms from the mail, turns on TOTP, signs out and signs in with the code', async () => {
  const address = `totp-${Date.now()}@studio.dev`;
  const { page } = await visit(browser, `${server.url}/register`);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${server.url}/dashboard`);

  const welcome = await smtp.waitForSubject(address, 'Welcome to Signal Studio', 30_000);
  const link = /https?:\/\/\S*\/confirm-email\?token_hash=[\w-]+&type=signup/.exec(welcome.text);
  expect(link).not.toBeNull();
  await page.goto(new URL(new URL(link![0]).search, `${server.url}/confirm-email`).href);
  await page.getByRole('button', { name: 'Confirm My Address' }).click();
  await page.waitForURL(`${server.url}/dashboard`);

  await page.goto(`${server.url}/account`);
  await page.getByRole('button', { name: 'Turn On' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await page.getByAltText('QR code for your authenticator app').waitFor();
  const secret = (await page.locator('code').innerText()).trim();
  await page.getByLabel('Authentication code').fill(totpCode(secret, totpStepAt(Date.now())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'I Have Saved These Codes' }).click();
  await page.getByText('On: signing in asks for a code from your app.').waitFor();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL(`${server.url}/`);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The next step's code: the one just used for setting up works once.
  const code = totpCode(secret, totpStepAt(Date.now()) + 1);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  const level = await page.evaluate(() => {
    const stored = Object.entries(localStorage).find(([key]) => key.includes('auth'));
    const token = stored ? (JSON.parse(stored[1]) as { access_token?: string }).access_token : '';
    return JSON.parse(atob((token ?? '').split('.')[1] ?? '')) as { aal?: string };
  });
  expect(level.aal).toBe('aal2');
});
