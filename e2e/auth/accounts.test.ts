import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, saveScreenshot, viewports } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

// One server for the file (a fresh embedded database takes seconds to create). Mail goes
// to a fake SMTP server, where the reset journey reads its link.
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
const newPassword = 'a brand new passphrase';
const email = (name: string) => `${name}-${Date.now()}@studio.dev`;

async function fillCredentials(page: Page, address: string, secret: string) {
  await page.getByLabel('Email').fill(address);
  await page.getByLabel(/^Password/).fill(secret);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

describe('register, sign out, sign in', () => {
  it('lands on the dashboard, survives a reload, signs out to /, and comes back after sign-in', async () => {
    const address = email('ada');
    const { page, problems } = await visit(browser, `${server.url}/register`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await fillCredentials(page, address, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(() => toast(page, messages.auth.signUpSuccess).isVisible()).toBe(true);
    const greeting = page.getByRole('heading', { name: `Welcome, ${address.split('@')[0]}!` });
    await expect.poll(() => greeting.isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => greeting.isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'auth-dashboard-1280');

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('signal-studio-auth')))
      .toBeNull();

    await gotoHydrated(page, `${server.url}/dashboard?tab=journey`);
    await page.waitForURL(`${server.url}/login`);
    await fillCredentials(page, address, password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/dashboard?tab=journey`);
    await expect.poll(() => toast(page, messages.auth.signInSuccess).isVisible()).toBe(true);
    expect(await problems.list()).toEqual([]);
  });

  // /dashboard?tab=journey, signed out, is the first test's way back in.
  it('sends a signed-out visitor from a protected screen to /login', async () => {
    const { page } = await visit(browser, `${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible())
      .toBe(true);
  });

  it('shows the phone menu with the signed-in items', async () => {
    const address = email('phone');
    const { page } = await visit(browser, `${server.url}/register`, { viewport: 'phone' });
    await fillCredentials(page, address, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Dashboard', 'Account']) {
      await expect.poll(() => menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, 'auth-dashboard-menu-390');
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('folds the signed-in bar into the menu at tablet width, with nothing sticking out', async () => {
    const { page, problems } = await visit(browser, `${server.url}/register`, {
      viewport: 'tablet',
    });
    await fillCredentials(page, email('tablet'), password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const topBar = page.getByRole('banner');
    await expect
      .poll(() => topBar.getByRole('button', { name: 'Open menu' }).isVisible())
      .toBe(true);
    expect(await topBar.getByRole('link', { name: 'Account' }).isVisible()).toBe(false);

    // /products is pre-rendered: its menu button shows before React has taken the page
    // over, and its scripts wait for the first paint, so a click before that does nothing.
    for (const path of ['/dashboard', '/todos', '/account', '/clients', '/products']) {
      await gotoHydrated(page, `${server.url}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible())
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(768);
    }
    await topBar.getByRole('button', { name: 'Open menu' }).click();
    await expect
      .poll(() => page.locator('#mobile-menu').getByRole('link', { name: 'Account' }).isVisible())
      .toBe(true);
    await saveScreenshot(page, 'auth-products-menu-768');
    expect(await problems.list()).toEqual([]);
  });
  // Form errors, refusals and where each sign-in lands are component tests
  // (src/web/features/auth/components/auth-screens.component.test.tsx); the server's answers are in
  // src/server/auth/auth-client.db.test.ts.
});

describe('the sign-in pages', () => {
  it.each(['/login', '/register'])('%s is pre-rendered, bare, and passes axe', async (path) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).toContain('<form');
    const { page, problems } = await visit(browser, `${server.url}${path}`);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Webinar promotion' }).count()).toBe(0);
    await expectNoSeriousAccessibilityViolations(page);
    expect(await problems.list()).toEqual([]);
    // With scripts on, the browser keeps <noscript> as unrendered text (the notice below).
    expect(await page.locator('noscript p').count()).toBe(0);
    await saveScreenshot(page, `auth${path.replace('/', '-')}-1280`);
  });

  it('says why the form cannot be sent when JavaScript is off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(`${server.url}${path}`);
      // Playwright's text search skips <noscript>; the element itself is what shows.
      const notice = page.locator('noscript p');
      expect(await notice.isVisible(), path).toBe(true);
      expect(await notice.textContent(), path).toBe(messages.auth.javaScriptRequired);
    }
    // A screen only the app draws says so instead of showing a spinner that never stops.
    await page.goto(`${server.url}/dashboard`);
    expect(await page.locator('noscript p').textContent()).toContain('needs JavaScript');
    expect(await page.getByRole('status').isVisible()).toBe(false);
    await context.close();
    // With scripts on, no notice shows: checked on the axe test's load of each page above.
  });

  it.each(['/login', '/register'])('%s fits a phone', async (path) => {
    const { page, problems } = await visit(browser, `${server.url}${path}`, { viewport: 'phone' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
    expect(await problems.list()).toEqual([]);
    await saveScreenshot(page, `auth${path.replace('/', '-')}-390`);
  });
});

describe('forgotten password', () => {
  async function registerAndSignOut(address: string) {
    const { page } = await visit(browser, `${server.url}/register`);
    await fillCredentials(page, address, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.context().close();
  }

  it('resets a forgotten password from the e-mailed link', async () => {
    const address = `reset-${Date.now()}@studio.dev`;
    await registerAndSignOut(address);

    const { page, problems } = await visit(browser, `${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    // The URL changes before the route has rendered: until the reset form is there, "Email"
    // is still the sign-in form's field.
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.waitFor();
    await page.getByLabel('Email').fill(address);
    await send.click();
    await expect.poll(() => page.getByText(messages.auth.recoverySent).isVisible()).toBe(true);

    const mail = await smtp.waitForSubject(address, 'Reset your Signal Studio password', 15_000);
    const link = /http:\/\/localhost:\d+\/reset-password\?token_hash=[\w-]+&type=recovery/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    // PUBLIC_URL is unset, so links name localhost; the test server listens on 127.0.0.1.
    await gotoHydrated(page, link!.replace('http://localhost', 'http://127.0.0.1'));
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(() => page.getByText(messages.auth.passwordUpdated).isVisible()).toBe(true);
    expect(await problems.list()).toEqual([]);

    const signIn = await visit(browser, `${server.url}/login`);
    await fillCredentials(signIn.page, address, password);
    await signIn.page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => signIn.page.getByText(messages.auth.signInFailure).isVisible())
      .toBe(true);
    await fillCredentials(signIn.page, address, newPassword);
    await signIn.page.getByRole('button', { name: 'Sign In' }).click();
    await signIn.page.waitForURL(`${server.url}/dashboard`);
  });

  // A spent or broken link is explained, with a new one offered, on the desktop load.
  it('the reset screens pass axe and look right at 1280 and 390 pixels; a broken link is explained', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const width = viewport === 'desktop' ? 1280 : 390;
      const forgot = await visit(browser, `${server.url}/forgot-password`, { viewport });
      await expectNoSeriousAccessibilityViolations(forgot.page);
      await saveScreenshot(forgot.page, `auth-forgot-password-${width}`);
      await forgot.page.getByLabel('Email').fill('someone@studio.dev');
      await forgot.page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect
        .poll(() => forgot.page.getByText(messages.auth.recoverySent).isVisible())
        .toBe(true);
      await saveScreenshot(forgot.page, `auth-forgot-password-sent-${width}`);

      const reset = await visit(
        browser,
        `${server.url}/reset-password?token_hash=x&type=recovery`,
        {
          viewport,
        },
      );
      await reset.page.getByRole('button', { name: 'Set New Password' }).click();
      await expect
        .poll(() => reset.page.getByText(messages.auth.passwordTooShort).isVisible())
        .toBe(true);
      await expectNoSeriousAccessibilityViolations(reset.page);
      await saveScreenshot(reset.page, `auth-reset-password-${width}`);
      if (viewport === 'desktop') {
        // The link is made up: the server refuses it, and the page offers a new one.
        await reset.page.getByLabel(/^New password/).fill(newPassword);
        await reset.page.getByLabel(/^Confirm new password/).fill(newPassword);
        await reset.page.getByRole('button', { name: 'Set New Password' }).click();
        await expect
          .poll(() => reset.page.getByText(messages.auth.resetLinkInvalid).isVisible())
          .toBe(true);
        await reset.page.getByRole('link', { name: 'Request a new link' }).click();
        await reset.page.waitForURL(`${server.url}/forgot-password`);
      }
    }
  });
});

describe('confirming the address', () => {
  it('signs up, shows where the link went, confirms from the mail, and the notice is gone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const width = viewport === 'desktop' ? 1280 : 390;
      const address = email(`confirm-${width}`);
      const { page, problems } = await visit(browser, `${server.url}/register`, { viewport });
      await fillCredentials(page, address, password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
      await expect.poll(() => notice.getByText(address).isVisible()).toBe(true);
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      // A cool-down follows; the server skips a second mail within the minute anyway.
      await expect
        .poll(() => notice.getByRole('button', { name: /^Send again in \d+ s$/ }).isDisabled())
        .toBe(true);
      await expectNoSeriousAccessibilityViolations(page);
      await saveScreenshot(page, `auth-confirm-pending-${width}`);

      const mail = await smtp.waitForSubject(address, 'Welcome to Signal Studio', 15_000);
      const link = /http:\/\/localhost:\d+\/confirm-email\?token_hash=[\w-]+&type=signup/.exec(
        mail.text,
      )?.[0];
      expect(link).toBeDefined();
      await gotoHydrated(page, link!.replace('http://localhost', 'http://127.0.0.1'));
      await saveScreenshot(page, `auth-confirm-email-${width}`);
      await page.getByRole('button', { name: 'Confirm My Address' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await expect.poll(() => toast(page, messages.auth.emailConfirmed).isVisible()).toBe(true);
      expect(await notice.count()).toBe(0);
      expect(await problems.list()).toEqual([]);
    }
  });

  it('explains a spent or broken confirmation link', async () => {
    const { page } = await visit(
      browser,
      `${server.url}/confirm-email?token_hash=nope&type=signup`,
    );
    await page.getByRole('button', { name: 'Confirm My Address' }).click();
    await expect
      .poll(() => page.getByText(messages.auth.confirmLinkInvalid).isVisible())
      .toBe(true);
  });
});

describe('signing in by e-mail', () => {
  it('mails a link and a code; the code signs in here, the link in another browser', async () => {
    const address = email('passwordless');
    await createAccountByApi(address);
    for (const viewport of ['desktop', 'phone'] as const) {
      const width = viewport === 'desktop' ? 1280 : 390;
      const { page, problems } = await visit(browser, `${server.url}/login`, { viewport });
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByLabel('Email for the sign-in link').fill(address);
      await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
      await expect
        .poll(() => page.getByText(messages.auth.signInLinkSent(address)).isVisible())
        .toBe(true);
      await expectNoSeriousAccessibilityViolations(page);
      await saveScreenshot(page, `auth-email-sign-in-${width}`);
      const mail = await smtp.waitForSubject(address, 'Your Signal Studio sign-in link', 15_000);
      smtp.messages.splice(smtp.messages.indexOf(mail), 1);
      if (viewport === 'desktop') {
        const code = /code on the sign-in screen: (\d{6})/.exec(mail.text)?.[1];
        await page.getByLabel('Six-digit code').fill(code!);
        await page.getByRole('button', { name: 'Sign In With Code' }).click();
      } else {
        const link = /http:\/\/localhost:\d+\/confirm-email\?token_hash=[\w-]+&type=magiclink/.exec(
          mail.text,
        )?.[0];
        await gotoHydrated(page, link!.replace('http://localhost', 'http://127.0.0.1'));
        await page.getByRole('button', { name: 'Sign In' }).click();
      }
      await page.waitForURL(`${server.url}/dashboard`);
      expect(await problems.list()).toEqual([]);
    }
  });
});

async function createAccountByApi(address: string) {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, password }),
  });
  expect(response.status).toBe(200);
}
