import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { visit } from '../support/visit.ts';

/*
 * On a 390 px phone the webinar banner may not sit on the page's content (checked at the
 * top, a quarter, half, three quarters and the end of the scroll), and the chat bubble
 * floats small, with no bar of its own, clear of the hero's figures and the footer. The
 * two never share a page (the bubble is the bare-layout home's, the banner the shared
 * chrome's).
 */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // The spec's season: the webinar series is on, so its banner is up.
  [server, browser] = await Promise.all([startServer({ env: specSeasonEnv }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const interactive = 'a[href], button, input, select, textarea, summary, [tabindex="0"]';

/** The viewport boxes of the content's visible controls (in `scope`), as seen right now. */
const controlBoxes = (page: Page, scope: string) =>
  page.evaluate(
    ([scopeSelector, selector]) =>
      [...document.querySelectorAll(`${scopeSelector} :is(${selector})`)]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(({ top, bottom, left, right }) => ({ top, bottom, left, right })),
    [scope, interactive] as const,
  );

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate((share) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(end * share), behavior: 'instant' });
  }, fraction);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const scrollStops = [0, 0.25, 0.5, 0.75, 1];

describe('the chat bubble on a phone', () => {
  it('floats small in the corner, with no bar of its own, clear of the hero figures and the footer', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'phone' });
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    expect(await page.locator('[data-bottom-dock]').count()).toBe(0);
    const bubbleBox = await boxOf(bubble);
    expect(bubbleBox.bottom - bubbleBox.top).toBeLessThanOrEqual(48);
    expect(bubbleBox.right - bubbleBox.left).toBeLessThanOrEqual(48);
    expect(bubbleBox.right).toBeGreaterThan(330);
    expect(bubbleBox.bottom).toBeLessThanOrEqual(844);
    // The first screen shows the hero's three figures whole, none under the bubble.
    const figureBoxes = await page.locator('#hero ul li').evaluateAll((items) =>
      items.map((item) => {
        const { top, bottom, left, right } = item.getBoundingClientRect();
        return { top, bottom, left, right };
      }),
    );
    expect(figureBoxes).toHaveLength(3);
    for (const box of figureBoxes) {
      expect(box.bottom).toBeLessThanOrEqual(844);
      expect(intersects(box, bubbleBox)).toBe(false);
    }
    // At the end of the page the footer's links stand clear above the bubble.
    await scrollTo(page, 1);
    const footerBoxes = await controlBoxes(page, 'footer');
    expect(footerBoxes.length).toBeGreaterThan(0);
    for (const box of footerBoxes) expect(intersects(box, await boxOf(bubble))).toBe(false);
  });
});

describe('the webinar banner on a phone', () => {
  it('is part of the page after the footer, never over the content', async () => {
    const { page } = await visit(browser, `${server.url}/products`, { viewport: 'phone' });
    const banner = page.getByRole('complementary', { name: 'Webinar promotion' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    for (const stop of scrollStops) {
      await scrollTo(page, stop);
      const bannerBox = await boxOf(banner);
      for (const box of await controlBoxes(page, 'main')) {
        expect(intersects(box, bannerBox), `at ${stop * 100}%`).toBe(false);
      }
    }
    // Scrolled to the end, it is on screen, below everything else.
    const bannerBox = await boxOf(banner);
    // Within a pixel: a page of fractional height scrolls to a whole pixel (844.22 seen).
    expect(bannerBox.bottom).toBeLessThan(845);
    const footer = await boxOf(page.getByRole('contentinfo'));
    expect(bannerBox.top).toBeGreaterThanOrEqual(footer.bottom);
  });

  it('stays fixed to the bottom edge from 640 px, where the margins leave room', async () => {
    const { page } = await visit(browser, `${server.url}/products`, { viewport: 'tablet' });
    const banner = page.getByRole('complementary', { name: 'Webinar promotion' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });
});
