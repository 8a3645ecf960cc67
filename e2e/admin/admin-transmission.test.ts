import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { signUpConfirmed } from '../support/confirmed-admins.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/*
 * The Transmission end to end: a reader confirms from the mail, the studio publishes an
 * article and writes an issue in admin, tests it to itself and sends it; the reader's
 * inbox gets it.
 */
const password = 'transmission passphrase';
const editor = 'editor@studio.dev';
const reader = 'reader@news.example';
let inbox: SmtpInbox;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [server, browser] = await Promise.all([
    startServer({ env: { ADMIN_EMAILS: editor, SMTP_URL: inbox.url } }),
    launchBrowser(),
  ]);
  // An ADMIN_EMAILS address is an admin once its owner follows the welcome mail's link.
  await signUpConfirmed(server.url, inbox, editor, password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  await inbox?.close();
});

it('confirms a reader, then writes, tests and sends an issue from admin', async () => {
  const signup = await fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: reader }),
  });
  expect(signup.status).toBe(201);
  const confirmation = await inbox.waitForMessage(reader, 10_000);
  const link = /Confirm my subscription:\s*(\S+)/.exec(confirmation.text)?.[1];
  const confirmed = await fetch(
    new URL(new URL(link!).pathname + new URL(link!).search, server.url),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=yes',
    },
  );
  expect(await confirmed.text()).toContain('You are subscribed');

  for (const viewport of ['phone', 'desktop'] as const) {
    const { page } = await visit(browser, `${server.url}/login`, { viewport });
    await signInWithForm(page, { email: editor, landing: '/admin', password });
    await page.goto(`${server.url}/admin/transmission`);
    await expect.poll(() => page.getByText('get every issue').isVisible()).toBe(true);
    expect(await page.getByText(/Forms promise: "One email every day at 6:00 AM CT/).count()).toBe(
      1,
    );
    if (viewport === 'phone') {
      await screenshotFromTop(page, 'admin-transmission-mobile');
      await page.close();
      continue;
    }
    // An article written in admin is on the site at once, complete without JavaScript.
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('The Quiet Launch');
    await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Growth');
    await page.locator('.w-md-editor textarea').fill('Start small.\n\n## Ten people first');
    await page.getByRole('radio', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'View' }).count()).toBeGreaterThan(7);
    const article = await (await fetch(`${server.url}/transmission/the-quiet-launch`)).text();
    expect(article).toContain('<h1 id="article-title"');
    expect(article).toContain('<h2>Ten people first</h2>');
    const feed = await (await fetch(`${server.url}/transmission/feed.xml`)).text();
    expect(feed).toContain('/transmission/the-quiet-launch</link>');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'New issue' }).click();
    await page.getByLabel('From an article (optional)').selectOption('one-sentence-test');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await inbox.waitForSubject(editor, '[Test] The One-Sentence Test', 10_000);
    await expect.poll(() => page.getByRole('button', { name: 'Send now' }).isEnabled()).toBe(true);
    await screenshotFromTop(page, 'admin-transmission-editor-desktop');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send now' }).click();
    const issue = await inbox.waitForSubject(reader, 'The One-Sentence Test', 40_000);
    expect(issue.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await expect
      .poll(() => page.getByText(/1 recipient · 1 sent/).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await screenshotFromTop(page, 'admin-transmission-desktop');
    await page.close();
  }
});
