import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPaths } from '../../src/shared/booking/booking-paths.ts';
import { notFoundNotice } from '../../src/shared/not-found-page.ts';
import { launchBrowser, viewports } from '../support/browser.ts';
import { eventually, openHomeSection } from '../support/marketing-helpers.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/*
 * The site frame (issue 33): an unknown address, the phone menu, and what stays or comes
 * into view on a phone (the calculator's total, the quiz's and the path filter's results).
 */

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

const notice = notFoundNotice;
const pathname = (page: Page) => new URL(page.url()).pathname;

/** Whether the element is wholly inside the phone's screen. */
const isOnScreen = (locator: Locator) =>
  locator.evaluate((element, height) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= height;
  }, viewports.phone.height);

describe('an unknown address', () => {
  it('answers 404 with the home page saying so, in the HTML itself', async () => {
    const response = await fetch(`${server.url}/no-such-page?from=test`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(notice);
    expect(html).toContain('id="hero"');
    // The home page itself says nothing of the kind.
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain(notice);
  });

  it.each(['desktop', 'phone'] as const)(
    'lands on / at %s width with the notice, which a reload clears',
    async (viewport) => {
      const { page, problems } = await visit(browser, `${server.url}/products/unknown/deep`, {
        viewport,
        expectedConsoleErrors: [/status of 404/],
      });
      expect(pathname(page)).toBe('/');
      const status = page.getByRole('status').filter({ hasText: notice });
      await eventually(() => status.isVisible()).toBe(true);
      expect(await problems.list()).toEqual([]);

      await page.reload();
      await eventually(() => page.locator('#hero').isVisible()).toBe(true);
      expect(await status.count()).toBe(0);
    },
  );

  it('leaves /v2 a plain redirect to the home page, without the notice', async () => {
    const { page } = await visit(browser, `${server.url}/v2`);
    await eventually(() => pathname(page)).toBe('/');
    expect(await page.getByText(notice).count()).toBe(0);
  });
});

describe('the header', () => {
  it('has one filled button, Book a call; Sign Up is quiet', async () => {
    const { page } = await visit(browser, `${server.url}/contact`);
    const header = page.getByRole('banner');
    const book = header.getByRole('link', { name: 'Book a call' });
    expect(await book.getAttribute('href')).toBe(bookingPaths.discoveryCall);
    const filled = await header.locator('a, button').evaluateAll((elements) =>
      elements
        .filter((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)')
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => element.textContent?.trim()),
    );
    expect(filled).toEqual(['Book a call']);
  });

  it('is the same on the bare home page: a skip link, the logo, Sign In and Book a call', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'phone' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Signal Studio home' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Book a call' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).count()).toBe(
      1,
    );
  });
});

describe('the phone menu', () => {
  it('carries every item, Contact and Book a call, with room for a thumb', async () => {
    const { page, problems } = await visit(browser, `${server.url}/products`, {
      viewport: 'phone',
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await eventually(() => menu.isVisible()).toBe(true);
    const links = await menu
      .getByRole('link')
      .evaluateAll((elements) =>
        elements.map((element) => [element.textContent?.trim(), element.getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Signal Stack', '/#stack'],
      ['Scorecard', '/#scorecard'],
      ['Resources', '/#resources'],
      ['Products', '/products'],
      ['Work', '/work'],
      ['Mirror', '/mirror'],
      ['Contact', '/contact'],
      ['Book a call', bookingPaths.discoveryCall],
      ['Sign In', '/login'],
      ['Sign Up', '/register'],
    ]);
    const heights = await menu
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).offsetHeight));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    await menu.getByRole('link', { name: 'Book a call' }).click();
    await eventually(() => pathname(page)).toBe(bookingPaths.discoveryCall);
    expect(await menu.count()).toBe(0);
    expect(await problems.list()).toEqual([]);
  });
});

describe('on a phone', () => {
  it('keeps the calculator total in view while the options change', async () => {
    const { page } = await visit(browser, `${server.url}/makeros#calculator`, {
      viewport: 'phone',
    });
    const stickyTotal = page.getByTestId('calculator-sticky-total');
    const total = page.getByTestId('calculator-total');
    for (const option of [
      page.getByRole('radio', { name: /High/ }),
      page.getByRole('radio', { name: /Relaxed/ }),
      page.getByRole('checkbox', { name: /Business Process Automation/ }),
      page.getByRole('checkbox', { name: /BrandFuel/ }),
    ]) {
      await option.check();
      expect(await isOnScreen(option)).toBe(true);
      expect(await isOnScreen(stickyTotal)).toBe(true);
      expect(await stickyTotal.textContent()).toContain(await total.textContent());
    }
  });

  it('brings the path filter’s case study into view when it appears', async () => {
    const { page } = await openHomeSection(browser, server.url, 'use-cases', { viewport: 'phone' });
    const result = page.getByTestId('path-result');
    await page.getByRole('button', { name: 'Solo founder' }).click();
    await page.getByRole('button', { name: 'Content', exact: true }).click();
    const caseStudy = result.getByRole('heading', { level: 3 });
    await eventually(() => caseStudy.count()).toBe(1);
    await eventually(() => isOnScreen(caseStudy)).toBe(true);
  });

  it('brings the scorecard’s result into view when it appears', async () => {
    const { page } = await visit(browser, `${server.url}/signal-strength`, { viewport: 'phone' });
    const scorecard = page.getByRole('region', { name: 'Scorecard' });
    for (let question = 0; question < 5; question += 1) {
      await scorecard.getByRole('button').last().click();
    }
    const tier = scorecard.getByRole('heading', { level: 3 });
    await eventually(() => scorecard.getByTestId('signal-score').count()).toBe(1);
    await eventually(() => isOnScreen(tier)).toBe(true);
  });
});
