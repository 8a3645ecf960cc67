import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { eventually } from '../support/marketing-helpers.ts';
import { visit } from '../support/visit.ts';
import { seedArticles } from '../../src/server/db/migrations/transmission-seed-articles.ts';

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

describe('/transmission', () => {
  it('shows the featured issue and six recent cards with category, date, read time and excerpt', async () => {
    const { page } = await visit(browser, `${server.url}/transmission`);
    expect(
      await page
        .getByRole('region', { name: 'Featured transmission' })
        .getByRole('heading')
        .textContent(),
    ).toContain('365-Business Year');
    const cards = page.getByRole('region', { name: 'Recent transmissions' }).locator('article');
    expect(await cards.count()).toBe(6);
    const first = (await cards.first().textContent()) ?? '';
    for (const part of ['AI', ', 20', '2 min read', 'Your Voice Is the Moat', 'defensible asset'])
      expect(first).toContain(part);
  });

  it('opens each issue from its card, and serves each as complete HTML rendered from the database', async () => {
    const { page } = await visit(browser, `${server.url}/transmission`, { viewport: 'phone' });
    const cards = page.getByRole('region', { name: 'Recent transmissions' }).locator('article');
    await cards.nth(1).getByRole('link', { name: 'The One-Sentence Test' }).click();
    await page.waitForURL('**/transmission/one-sentence-test');
    // The URL changes as the navigation starts; wait for the page to be shown.
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'The One-Sentence Test',
    );
    expect(await page.getByText('2 min read').first().isVisible()).toBe(true);
    expect(await page.getByText('By The Signal Studio team').isVisible()).toBe(true);
    expect(
      await page.getByRole('navigation', { name: 'Next issue' }).getByRole('link').textContent(),
    ).toContain('The Scroll Is the New Funnel');
    expect(
      await page
        .getByRole('img', { name: 'A tangled line that straightens into one clear line' })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('The ten-minute exercise').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'The Transmission' }).first().click();
    await page.waitForURL('**/transmission');

    for (const { slug, bodyMarkdown } of seedArticles) {
      const html = await (await fetch(`${server.url}/transmission/${slug}`)).text();
      expect(html, slug).toContain(
        `<link rel="canonical" href="http://localhost:${server.port}/transmission/${slug}"`,
      );
      expect(html, slug).toContain('<meta property="og:type" content="article"/>');
      const firstParagraph = bodyMarkdown.split('\n\n')[0]!;
      expect(html.replaceAll('&#x27;', "'"), slug).toContain(firstParagraph.slice(0, 60));
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const article of seedArticles)
      expect(sitemap).toContain(`/transmission/${article.slug}</loc>`);
    const feed = await (await fetch(`${server.url}/transmission/feed.xml`)).text();
    expect(feed).toContain('<title><![CDATA[The One-Sentence Test]]></title>');
    expect((await fetch(`${server.url}/transmission/no-such-issue`)).status).toBe(404);
  });

  it('takes Subscribe Now to the sign-up form, which subscribes and stores one lead', async () => {
    const { page } = await visit(browser, `${server.url}/transmission`, { viewport: 'phone' });
    await page.getByRole('link', { name: /Subscribe Now/ }).click();
    const form = page.locator('#subscribe');
    await eventually(() =>
      form.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeLessThan(200);
    await form.getByLabel('Email address').fill('morning@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await eventually(() =>
      page.getByText('Almost there: confirm with the link we just e-mailed you.').isVisible(),
    ).toBe(true);
    expect(await form.getByLabel('Email address').inputValue()).toBe('');

    // Subscribing again succeeds without a second lead (the API says 200, not 201).
    const again = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'MORNING@example.com' }),
    });
    expect(again.status).toBe(200);
  });
});
