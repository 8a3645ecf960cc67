import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { messages } from '../../src/shared/messages.ts';
import { launchBrowser, saveScreenshot, viewports, type ViewportName } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';

// The pre-rendered pages' lead forms, sent by a browser with JavaScript off: the browser
// posts the form itself and the server answers with a page.
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: specSeasonEnv }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function openWithoutJavaScript(path: string, viewport: ViewportName = 'desktop') {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: viewports[viewport],
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { page, close: () => context.close() };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.hash;
};

describe('lead forms without JavaScript', () => {
  it('registers for the webinar series and links back to it', async () => {
    const { page, close } = await openWithoutJavaScript('/webinar-series');
    const form = page.locator('#register form');
    await form.getByLabel('Name').fill('Nora Script');
    await form.getByLabel('Email').fill('nora@example.com');
    await form.getByRole('button', { name: 'Reserve My Spot' }).click();
    await page.waitForURL(/\/forms\/webinar-registration\/done/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      messages.webinar.success,
    );
    await saveScreenshot(page, 'lead-form-done-1280');

    await page.getByRole('link', { name: 'Back to the series' }).click();
    await page.waitForURL(`${server.url}/webinar-series`);
    await close();
  });

  it("answers an empty field with the spec's message and a way back to the form", async () => {
    const { page, close } = await openWithoutJavaScript('/webinar-series', 'phone');
    await page.locator('#register form').getByRole('button', { name: 'Reserve My Spot' }).click();
    await page.waitForURL(`${server.url}/forms/webinar-registration`);
    expect(await page.getByText(messages.webinar.missingFields).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await saveScreenshot(page, 'lead-form-refused-390');
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await page.waitForURL(`${server.url}/webinar-series`);
    await close();
  });

  it('subscribes to The Transmission and links back to the sign-up', async () => {
    const { page, close } = await openWithoutJavaScript('/transmission', 'phone');
    const form = page.getByRole('form', { name: 'Subscribe to The Transmission' });
    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/forms\/newsletter\/done/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      messages.newsletter.success,
    );
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await page.waitForURL(/\/transmission#subscribe$/);
    expect(pathOf(page)).toBe('/transmission#subscribe');
    await close();
  });

  it('sends the contact form', async () => {
    const { page, close } = await openWithoutJavaScript('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Cleo Contact');
    await form.getByLabel('Email').fill('cleo@example.com');
    await form.getByLabel('Message').fill('A site for my studio, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/forms\/contact\/done/);
    expect(await page.getByText(messages.contact.success).isVisible()).toBe(true);
    await close();
  });

  // Last: it stops the server to read its database.
  it('stored each lead', async () => {
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const leads = await database.db
        .selectFrom('leads')
        .select(['email', 'source'])
        .orderBy('created_at')
        .execute();
      expect(leads).toEqual([
        { email: 'nora@example.com', source: 'webinar' },
        { email: 'reader@example.com', source: 'newsletter' },
        { email: 'cleo@example.com', source: 'contact' },
      ]);
    } finally {
      await database.close();
    }
  });
});
