import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { eventually } from './support/marketing-helpers.ts';
import { visit } from './support/visit.ts';

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
  it('shows the featured issue and six recent cards with category, age, read time and excerpt', async () => {
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
    for (const part of [
      'AI',
      '2 days ago',
      '5 min read',
      'Your Voice Is the Moat',
      'defensible asset',
    ])
      expect(first).toContain(part);
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
    await eventually(() => page.getByText('Subscribed to The Transmission!').isVisible()).toBe(
      true,
    );
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
