import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
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

const typed = {
  Name: 'Ada Founder',
  Email: 'ada@example.com',
  Company: 'Acme Labs',
  Phone: '+1 515 555 0100',
  Message: 'We want a brand and a booking site.',
};

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const field = (page: Page, label: keyof typeof typed) =>
  form(page).getByRole('textbox', { name: label, exact: true });

async function fillForm(page: Page, values: Partial<typeof typed>) {
  for (const [label, value] of Object.entries(values))
    await field(page, label as keyof typeof typed).fill(value);
}

async function formValues(page: Page) {
  const values: Record<string, string> = {};
  for (const label of Object.keys(typed))
    values[label] = await field(page, label as keyof typeof typed).inputValue();
  return values;
}

/** Counts the browser's calls to the contact endpoint. */
function countLeadRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/leads') count += 1;
  });
  return () => count;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('contact form', () => {
  it('sends a filled form, thanks the visitor and clears the form', async () => {
    const { page, problems } = await visit(browser, `${server.url}/contact`);
    await fillForm(page, typed);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/leads'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await answered).status()).toBe(201);

    await expect.poll(() => toast(page, messages.contact.success).isVisible()).toBe(true);
    await expect
      .poll(() => formValues(page))
      .toEqual({ Name: '', Email: '', Company: '', Phone: '', Message: '' });
    expect(await problems.list()).toEqual([]);
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, { viewport: 'phone' });
    const leadRequests = countLeadRequests(page);
    const submit = form(page).getByRole('button', { name: 'Send Message' });

    await submit.click();
    const alerts = form(page).getByRole('alert');
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual([
        messages.validation.required('Name'),
        messages.validation.required('Email'),
        messages.validation.required('Message'),
      ]);
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Company').getAttribute('aria-invalid')).toBeNull();

    await fillForm(page, { Name: 'Ada', Email: 'ada@', Message: 'Hello' });
    await submit.click();
    await expect.poll(() => alerts.allTextContents()).toEqual([messages.validation.invalidEmail]);
    // The error is tied to its field for screen readers.
    const describedBy = await field(page, 'Email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      messages.validation.invalidEmail,
    );

    await fillForm(page, { Email: 'ada@example.com', Message: '   ' });
    await submit.click();
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual([messages.validation.required('Message')]);
    expect(leadRequests()).toBe(0);
  });

  it('keeps the typed text and says so when the server fails', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, {
      // The browser logs the failed request itself; that is the scenario, not a fault.
      expectedConsoleErrors: [/status of 500/],
    });
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'boom' } }),
      }),
    );
    await fillForm(page, typed);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => toast(page, messages.contact.failure).isVisible()).toBe(true);
    expect(await formValues(page)).toEqual(typed);
    expect(await toast(page, messages.contact.success).count()).toBe(0);
  });

  it('is in the pre-rendered HTML, readable with JavaScript off', async () => {
    const response = await fetch(`${server.url}/contact`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Get in touch');
    expect(html).toContain('Contact us');
    for (const label of Object.keys(typed)) expect(html).toContain(`>${label}<`);
    expect(html).toContain('Send Message');
  });
});
