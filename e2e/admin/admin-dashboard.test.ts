import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { createAccount, screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser, viewports, type ViewportName } from '../support/browser.ts';
import { downloadedText } from '../support/download.ts';
import { startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { visit } from '../support/visit.ts';

const password = 'admin journey passphrase';
const bossEmail = 'boss@studio.dev';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    // ADMIN_EMAILS makes the boss an admin once the address is confirmed, as a fresh
    // install would; then the server runs without SMTP (the Outbox shows what is unsent).
    startServerWithAdmins({ admins: [bossEmail], password, withoutSmtp: true }),
    launchBrowser(),
  ]);
  await post('/api/leads', {
    name: 'Ada Contact',
    email: 'ada@contact.example',
    company: 'Analytical Engines',
    phone: '+1 515 555 0100',
    message: 'We need a brand and a website by spring.',
  });
  await post('/api/newsletter', { email: 'nia.reader@news.example' });
  await post('/api/leads', {
    name: '=HYPERLINK("http://evil.example","Click")',
    email: 'mallory@evil.example',
    message: 'Line one, "quoted"\nline two',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function post(path: string, body: object): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

const signUp = (email: string) => createAccount(server.url, email, password);

async function signIn(email: string, landing: string, viewport: ViewportName = 'desktop') {
  const { page, problems } = await visit(browser, `${server.url}/login`, { viewport });
  await signInWithForm(page, { email, landing, password });
  return { page, problems };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Admin Dashboard', level: 1 });
const leadCards = (page: Page) =>
  page.getByRole('region', { name: 'Lead Management' }).getByRole('listitem');

describe('admin dashboard', () => {
  it('starts sign-in in the e-mail field, and turns a non-admin away with "Access denied"', async () => {
    await signUp('member-denied@studio.dev');
    // The focus is read on the sign-in page this member loads anyway.
    const { page } = await visit(browser, `${server.url}/login`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('email');
    await signInWithForm(page, {
      email: 'member-denied@studio.dev',
      landing: '/dashboard',
      password,
    });
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => toast(page, messages.admin.accessDenied).isVisible()).toBe(true);
    await page.waitForURL(`${server.url}/`);
    expect(await dashboardHeading(page).count()).toBe(0);
  });

  it('leads a member to every signed-in area from the top bar and the phone menu', async () => {
    await signUp('member-nav@studio.dev');
    const { page, problems } = await visit(browser, `${server.url}/login`, { viewport: 'phone' });
    // Every screen on the way is measured for 44 px tap targets (WCAG 2.5.5) at 390 px.
    await expectTapTargetsOfAtLeast44(page);
    await expectNoSeriousAccessibilityViolations(page);
    await signInWithForm(page, { email: 'member-nav@studio.dev', landing: '/dashboard', password });
    const workspace = page.getByRole('navigation', { name: 'Your workspace' });
    await expect.poll(() => page.getByTestId('journey-spark').isVisible()).toBe(true);
    await expectTapTargetsOfAtLeast44(page);
    await workspace.getByRole('link', { name: 'My Tasks' }).click();
    await page.waitForURL(`${server.url}/todos`);
    await expect
      .poll(() => workspace.getByRole('link', { name: 'My Tasks' }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByText('No tasks found').waitFor();
    await expectTapTargetsOfAtLeast44(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const group = page.getByRole('group', { name: 'Your workspace' });
    for (const label of ['Dashboard', 'My Tasks', 'Clients', 'Account']) {
      expect(await group.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    // Admin is only for admins.
    expect(await group.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await group.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL(`${server.url}/clients`);
    await expectNoSeriousAccessibilityViolations(page);
    await expectTapTargetsOfAtLeast44(page);
    await screenshotFromTop(page, 'workspace-nav-390');
    // The bare home page has no top bar: its slim header leads back into the app.
    await page.goto(`${server.url}/`);
    const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Dashboard',
    });
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await problems.list()).toEqual([]);
  });

  it('changes a lead status at once, filters, and exports the filtered leads as CSV', async () => {
    const { page, problems } = await signIn(bossEmail, '/admin');
    await expect.poll(() => dashboardHeading(page).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Manage users, leads, and system settings').isVisible())
      .toBe(true);
    await expect.poll(() => leadCards(page).count()).toBe(3);
    // Newest first, with source and newsletter flag.
    expect(await leadCards(page).first().innerText()).toContain('mallory@evil.example');
    const nia = leadCards(page).filter({ hasText: 'nia.reader@news.example' });
    expect(await nia.innerText()).toMatch(/Newsletter sign-up[\s\S]*Newsletter subscriber/);

    await page.getByLabel('Status for Ada Contact').selectOption('qualified');
    await expect.poll(() => toast(page, messages.admin.leadStatusUpdated).isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Status for Ada Contact').inputValue())
      .toBe('qualified');

    const leads = page.getByRole('region', { name: 'Lead Management' });
    await leads.getByLabel('Status', { exact: true }).selectOption('qualified');
    await expect.poll(() => leadCards(page).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      leads.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Name,Email,Phone,Company,Message,Source,Status,Newsletter');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Ada Contact,ada@contact.example,');
    expect(rows[1]).toContain(',contact,qualified,no');

    // Search narrows by any field; the formula-looking name is defused in the file.
    await leads.getByLabel('Status', { exact: true }).selectOption('');
    await leads.getByRole('searchbox', { name: 'Search leads' }).fill('evil');
    await expect.poll(() => leadCards(page).count()).toBe(1);
    const [evilDownload] = await Promise.all([
      page.waitForEvent('download'),
      leads.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const evilCsv = await downloadedText(evilDownload);
    expect(evilCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(evilCsv).toContain('"Line one, ""quoted""\nline two"');
    expect(await problems.list()).toEqual([]);
  });

  it('promotes a user, who can then open /admin; the user list refreshes live', async () => {
    const { page } = await signIn(bossEmail, '/admin');
    const users = page.getByRole('region', { name: 'User Management' });
    const admins = users.getByRole('group', { name: /Administrators/ });
    const regulars = users.getByRole('group', { name: /Regular Users/ });
    await expect.poll(() => admins.getByText(bossEmail).isVisible()).toBe(true);

    // Role changes are asked first; the only admin cannot step down, and is told why.
    const confirmRole = async (label: 'Make Admin' | 'Remove Admin') => {
      const dialog = page.getByRole('dialog', { name: `${label}?` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: label, exact: true }).click();
    };
    await admins.getByRole('button', { name: `Remove Admin: ${bossEmail}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => admins.getByText(bossEmail).isVisible()).toBe(true);
    await admins.getByRole('button', { name: `Remove Admin: ${bossEmail}` }).click();
    await confirmRole('Remove Admin');
    await expect.poll(() => toast(page, messages.admin.lastAdmin).isVisible()).toBe(true);
    await expect.poll(() => admins.getByText(bossEmail).isVisible()).toBe(true);

    // Someone signs up elsewhere: the open overview shows them within moments, without a
    // reload or a focus change (the realtime stream, not polling).
    const newcomer = `newcomer-${Date.now()}@studio.dev`;
    await signUp(newcomer);
    await expect
      .poll(() => regulars.getByText(newcomer).isVisible(), { timeout: 5_000 })
      .toBe(true);

    await regulars.getByRole('button', { name: `Make Admin: ${newcomer}` }).click();
    await expectNoSeriousAccessibilityViolations(page);
    await confirmRole('Make Admin');
    await expect
      .poll(() => toast(page, messages.admin.roleUpdated('admin')).isVisible())
      .toBe(true);
    await expect.poll(() => admins.getByText(newcomer).isVisible()).toBe(true);
    await screenshotFromTop(page, 'admin-1280');
    await expectNoSeriousAccessibilityViolations(page);

    const promoted = await signIn(newcomer, '/admin');
    await expect.poll(() => dashboardHeading(promoted.page).isVisible()).toBe(true);

    await admins.getByRole('button', { name: `Remove Admin: ${newcomer}` }).click();
    await confirmRole('Remove Admin');
    await expect.poll(() => toast(page, messages.admin.roleUpdated('user')).isVisible()).toBe(true);
    await promoted.page.reload();
    await expect
      .poll(() => toast(promoted.page, messages.admin.accessDenied).isVisible())
      .toBe(true);
    await promoted.page.waitForURL(`${server.url}/`);
  });

  it('shows in the Outbox what would have been sent, without SMTP', async () => {
    const { page, problems } = await signIn(bossEmail, '/admin');
    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL(`${server.url}/admin/outbox`);
    await expect
      .poll(() => page.getByText('SMTP_URL is not set, so nothing is sent').isVisible())
      .toBe(true);
    const notice = page
      .getByTestId('outbox-mail')
      .filter({ hasText: 'New contact message: Ada Contact' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by recipient' }).fill('nobody-here');
    await expect.poll(() => page.getByText('No mail matches.').isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by recipient' }).fill(bossEmail);
    await notice.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'New contact message: Ada Contact' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() =>
        page
          .frameLocator('iframe')
          .getByText('We need a brand and a website by spring.', { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await screenshotFromTop(page, 'admin-outbox-preview-1280');
    await dialog.getByRole('button', { name: 'Text', exact: true }).click();
    await expect
      .poll(() => dialog.getByText('> We need a brand and a website by spring.').isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await expectNoSeriousAccessibilityViolations(page);
    await screenshotFromTop(page, 'admin-outbox-1280');
    expect(await problems.list()).toEqual([]);
  });

  // One sign-in on a phone for the admin area's layout and its sections' own addresses.
  it('looks finished on a phone, split into sections with their own addresses', async () => {
    const { page, problems } = await signIn(bossEmail, '/admin', 'phone');
    await expect.poll(() => leadCards(page).count()).toBe(3);
    await expectTapTargetsOfAtLeast44(page);
    expect(await page.getByRole('region', { name: 'Orders' }).count()).toBe(0);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    // A phone viewport widens to fit content that sticks out, so compare with the device width.
    expect(pageWidth).toBeLessThanOrEqual(viewports.phone.width);
    await screenshotFromTop(page, 'admin-390');
    await expectNoSeriousAccessibilityViolations(page);
    // A role change asks first on a phone too, with the dialog's first control focused;
    // Cancel changes nothing.
    const member = `phone-member-${Date.now()}@studio.dev`;
    await signUp(member);
    const users = page.getByRole('region', { name: 'User Management' });
    const makeAdmin = users.getByRole('button', { name: `Make Admin: ${member}` });
    await expect.poll(() => makeAdmin.isVisible(), { timeout: 5_000 }).toBe(true);
    await makeAdmin.click();
    const confirm = page.getByRole('dialog', { name: 'Make Admin?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expect
      .poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await expectTapTargetsOfAtLeast44(page);
    await screenshotFromTop(page, 'admin-role-confirm-390');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await expect.poll(() => makeAdmin.isVisible()).toBe(true);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${server.url}/admin/orders`);
    await expect.poll(() => page.getByRole('region', { name: 'Orders' }).isVisible()).toBe(true);
    expect(await leadCards(page).count()).toBe(0);
    await expectTapTargetsOfAtLeast44(page);
    // The admin's Admin entry, in the workspace row and the phone menu.
    const workspace = page.getByRole('navigation', { name: 'Your workspace' });
    await expect.poll(() => workspace.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);
    // The other sections, through the section menu (no page loads), each measured for 44 px
    // tap targets and checked by axe at 390 px; the outbox also for its width.
    for (const [label, ready] of [
      ['Analytics', () => page.getByRole('button', { name: 'CSV of funnel' })],
      ['Email templates', () => page.getByRole('region', { name: 'Email Templates' })],
      ['Media library', () => page.getByRole('button', { name: 'Upload image' })],
      ['The Transmission', () => page.getByRole('heading', { name: 'The Transmission' })],
      ['Outbox', () => page.getByTestId('outbox-mail').first()],
    ] as const) {
      await sections.getByRole('link', { name: label, exact: true }).click();
      await ready().waitFor();
      await expectTapTargetsOfAtLeast44(page);
      await expectNoSeriousAccessibilityViolations(page);
    }
    const outboxWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(outboxWidth).toBeLessThanOrEqual(viewports.phone.width);
    await screenshotFromTop(page, 'admin-outbox-390');
    // A section's address opens it directly.
    await page.goto(`${server.url}/admin/settings`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Site Settings' }).isVisible())
      .toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await expectTapTargetsOfAtLeast44(page);
    expect(await problems.list()).toEqual([]);
  });
});
