import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, saveScreenshot, viewports } from '../support/browser.ts';
import { eventually } from '../support/marketing-helpers.ts';
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

/** The Signal Resources' own pages and a line each must serve before any script runs. */
const resourcePages = [
  { path: '/resources/signal-system-guide', text: 'MIRROR: teach an assistant your voice' },
  { path: '/resources/case-study', text: 'From referrals only to a waitlist' },
  { path: '/resources/mirror-demo', text: 'Do you have sourdough on Sundays?' },
  { path: '/resources/spark-worksheet', text: 'Part 4: your signal' },
];

describe('Signal Resources pages', () => {
  it('are pre-rendered and listed in the sitemap', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const { path, text } of resourcePages) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(text);
      expect(sitemap).toContain(`<loc>http://localhost:${server.port}${path}</loc>`);
    }
  });

  it.each(['phone', 'desktop'] as const)(
    'show the guide readably with a Download PDF button at %s width',
    async (viewport) => {
      const { page, problems } = await visit(
        browser,
        `${server.url}/resources/signal-system-guide`,
        { viewport },
      );
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: /The Signal Stack, step by step/ }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: /Download PDF/ }).isVisible()).toBe(true);
      await expectNoSeriousAccessibilityViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      expect(await problems.list()).toEqual([]);
      await saveScreenshot(page, `resource-guide-${viewports[viewport].width}`);
      // On paper the site's chrome and the buttons are gone.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: /Download PDF/ }).isVisible()).toBe(false);
      expect(await page.locator('footer').first().isVisible()).toBe(false);
    },
  );

  it('steps through the MIRROR demo one question at a time', async () => {
    const { page, problems } = await visit(browser, `${server.url}/resources/mirror-demo`, {
      viewport: 'phone',
    });
    const conversation = page.getByTestId('mirror-demo-conversation');
    const questions = () => conversation.locator(':scope > li').count();
    expect(await questions()).toBe(1);
    const next = page.getByRole('button', { name: 'Next question' });
    for (const count of [2, 3, 4]) {
      await next.click();
      await eventually(questions).toBe(count);
    }
    await eventually(() => conversation.getByText('Handed to a person').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start again' }).click();
    await eventually(questions).toBe(1);
    await expectNoSeriousAccessibilityViolations(page);
    expect(await problems.list()).toEqual([]);
    await saveScreenshot(page, 'resource-mirror-demo-390');
  });

  // Last: it stops the server to read its database.
  it('e-mails a resource: the request becomes one new lead naming it', async () => {
    const { page, problems } = await visit(browser, `${server.url}/resources/case-study`, {
      viewport: 'phone',
    });
    const form = page.getByRole('form', { name: /E-mail me a copy of the Case Study/ });
    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'E-mail me a copy' }).click();
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'We will e-mail you a copy' }).isVisible(),
    ).toBe(true);
    expect(await problems.list()).toEqual([]);
    await saveScreenshot(page, 'resource-case-study-sent-390');
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const leads = await database.db
        .selectFrom('leads')
        .selectAll()
        .where('source', '=', 'resource')
        .execute();
      expect(leads).toEqual([
        expect.objectContaining({
          email: 'reader@example.com',
          message: 'Asked for a copy of the Case Study',
          status: 'new',
          resource_id: 'case-study',
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});
