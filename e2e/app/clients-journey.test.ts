import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { createAccount, screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser, viewports, type ViewportName } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { visit } from '../support/visit.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** A fresh account made through the API (fast), then signed into through the real form. */
async function signInAsNewUser(name: string, viewport: ViewportName = 'desktop'): Promise<Page> {
  const email = `${name}-${Date.now()}@studio.dev`;
  await createAccount(server.url, email);
  const { page } = await visit(browser, `${server.url}/clients`, { viewport });
  await page.waitForURL(`${server.url}/login`);
  await signInWithForm(page, { email, landing: '/clients' });
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const clientsTable = (page: Page) => page.getByRole('table');

async function addClient(page: Page, client: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Add New Client' });
  for (const [label, value] of Object.entries(client)) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole('button', { name: 'Add Client' }).click();
  await expect.poll(() => toast(page, messages.client.added).isVisible()).toBe(true);
  await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');
}

describe('client management', () => {
  it('adds a client, logs an email from a template and an SMS, and shows both in the history', async () => {
    const page = await signInAsNewUser('crm');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Client Management', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(messages.client.noClients).isVisible()).toBe(true);
    await screenshotFromTop(page, 'clients-empty-1280');

    // Form errors, search, and composers for a client without an address are component
    // tests (client-management.component.test.tsx); this is the journey on a real server.
    await addClient(page, {
      Name: 'Ada Lovelace',
      Email: 'ada@engines.example',
      Phone: '+1 (515) 555-0100',
      Company: 'Analytical Engines',
      Notes: 'Prefers mornings. Interested in the BRAND KIT.',
    });
    await addClient(page, { Name: 'Walk-in Wendy', Company: 'Corner Cafe' });
    await expect.poll(() => clientsTable(page).getByRole('row').count()).toBe(3);

    await screenshotFromTop(page, 'clients-list-1280');

    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    const email = page.getByRole('region', { name: 'Send Email' });
    const sms = page.getByRole('region', { name: 'Send SMS' });
    const details = page.getByRole('region', { name: 'Ada Lovelace' });
    await expect
      .poll(() => details.getByRole('link', { name: 'ada@engines.example' }).getAttribute('href'))
      .toBe('mailto:ada@engines.example');
    expect(
      await details.getByRole('link', { name: '+1 (515) 555-0100' }).getAttribute('href'),
    ).toBe('tel:+15155550100');
    await expect.poll(() => page.getByText(/nothing is delivered/).isVisible()).toBe(true);

    // A seeded template fills subject and message with the client's name.
    await email.getByLabel('Template').selectOption({ label: 'Discovery call follow-up' });
    await expect
      .poll(() => email.getByLabel('Subject').inputValue())
      .toBe('Great talking with you, Ada Lovelace');
    expect(await email.getByLabel('Message').inputValue()).toContain('Analytical Engines');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await expect
      .poll(() => toast(page, messages.communications.emailTracked).isVisible())
      .toBe(true);
    await expect.poll(() => email.getByLabel('Subject').inputValue()).toBe('');

    await sms.getByLabel('Message').fill('Running 5 minutes late, see you soon!');
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    await expect.poll(() => toast(page, messages.communications.smsTracked).isVisible()).toBe(true);

    const history = page.getByRole('button', { name: 'Communication History' });
    expect(await history.getAttribute('aria-expanded')).toBe('false');
    await history.click();
    const historyRows = page.locator('section').filter({ has: history }).getByRole('row');
    await expect.poll(() => historyRows.count()).toBe(3);
    // Newest first: the SMS (no subject), then the email.
    expect(await historyRows.nth(1).innerText()).toMatch(/SMS[\s\S]*Running 5 minutes late/);
    expect(await historyRows.nth(2).innerText()).toMatch(
      /Email[\s\S]*Great talking with you, Ada Lovelace/,
    );
    await screenshotFromTop(page, 'clients-selected-1280');
    await expectNoSeriousAccessibilityViolations(page);

    // The history survives a reload (the selection is in the URL).
    await page.reload();
    await page.getByRole('button', { name: 'Communication History' }).click();
    await expect
      .poll(() => page.getByText('Running 5 minutes late, see you soon!').isVisible())
      .toBe(true);
  });

  it('edits a client and deletes it with its history; another user never sees it', async () => {
    const page = await signInAsNewUser('editor');
    await addClient(page, { Name: 'Grace Hopper', Email: 'grace@navy.example' });
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    await page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByLabel('Company').fill('US Navy');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, messages.client.updated).isVisible()).toBe(true);
    await expect.poll(() => clientsTable(page).getByText('US Navy').isVisible()).toBe(true);
    const clientUrl = page.url();

    const stranger = await signInAsNewUser('stranger');
    await expect.poll(() => stranger.getByText(messages.client.noClients).isVisible()).toBe(true);
    await stranger.goto(clientUrl.replace(/^.*\/clients/, `${server.url}/clients`));
    await expect.poll(() => stranger.getByText(messages.client.noClients).isVisible()).toBe(true);
    expect(await stranger.getByRole('region', { name: 'Grace Hopper' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Client' })
      .getByRole('button', { name: 'Delete Client' })
      .click();
    await expect.poll(() => toast(page, messages.client.deleted).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.client.noClients).isVisible()).toBe(true);
  });

  it('looks finished on a phone', async () => {
    const page = await signInAsNewUser('phone', 'phone');
    await expect.poll(() => page.getByText(messages.client.noClients).isVisible()).toBe(true);
    await screenshotFromTop(page, 'clients-empty-390');
    await addClient(page, {
      Name: 'Ada Lovelace',
      Email: 'ada.lovelace.with.a.long.address@analytical-engines.example',
      Phone: '+1 515 555 0100',
      Company: 'Analytical Engines',
      Notes: 'Prefers mornings.',
    });
    await addClient(page, { Name: 'Walk-in Wendy' });
    await screenshotFromTop(page, 'clients-list-390');
    await expectTapTargetsOfAtLeast44(page);
    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    const sms = page.getByRole('region', { name: 'Send SMS' });
    await sms.getByLabel('Message').fill('On my way.');
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    await expect.poll(() => toast(page, messages.communications.smsTracked).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Communication History' }).click();
    await expect.poll(() => page.getByText('On my way.').isVisible()).toBe(true);
    // Nothing may stick out sideways on a phone.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    // A phone viewport widens to fit content that sticks out, so compare with the device width.
    expect(pageWidth).toBeLessThanOrEqual(viewports.phone.width);
    await screenshotFromTop(page, 'clients-selected-390');
    await expectTapTargetsOfAtLeast44(page);
    await expectNoSeriousAccessibilityViolations(page);
  });
});
