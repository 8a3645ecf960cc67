import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, saveScreenshot, viewports } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { findSmallTapTargets } from '../support/tap-targets.ts';
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

// `/` and `/transmission` get the same checks (axe, no sideways scroll, a screenshot) at
// these widths in marketing-pages.test.ts, which visits every marketing page.
const pages = [
  ['/contact', 'contact'],
  ['/checkout/cancel', 'checkout-cancel'],
  ['/transmission/the-365-business-year', 'transmission-article'],
] as const;

describe.each(['desktop', 'phone'] as const)('at %s width', (viewport) => {
  it.each(pages)('%s has no serious accessibility violations', async (path, name) => {
    const { page } = await visit(browser, `${server.url}${path}`, { viewport });
    await expectNoSeriousAccessibilityViolations(page);
    // Nothing may stick out sideways: a horizontal scrollbar on a phone is a layout bug.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports[viewport].width,
    );
    await saveScreenshot(page, `layout-${name}-${viewports[viewport].width}`);
  });
});

it('fails a page with a serious violation, so the passes above mean something', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(
    '<html lang="en"><title>Check</title><main><img src="/icon-192.png"></main></html>',
  );
  const failure: unknown = await expectNoSeriousAccessibilityViolations(page).then(
    () => undefined,
    (error: unknown) => error,
  );
  // The assertion's "actual" lists the violations it found.
  expect(JSON.stringify((failure as { actual?: unknown } | undefined)?.actual)).toContain(
    'image-alt',
  );
  await context.close();
});

it('finds a tap target under 44 px, but not a link in a sentence', async () => {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await page.setContent(`<html lang="en"><title>Check</title><main>
    <button style="width:28px;height:28px" aria-label="Edit">e</button>
    <button style="width:48px;height:48px">Save</button>
    <p>Read <a href="/terms">the terms</a> before you pay.</p>
    <label style="display:flex;min-height:44px;width:200px"><input type="checkbox"> Remember me</label>
    <a class="sr-only" href="#main" style="position:absolute;width:1px;height:1px;overflow:hidden">Skip</a>
  </main></html>`);
  expect(await findSmallTapTargets(page)).toEqual([
    { target: 'button "Edit"', width: 28, height: 28 },
  ]);
  await context.close();
});

/** What has keyboard focus, named the way a screen reader would announce it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(nothing)';
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent?.replace('*', '');
    const name = element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}:${name.trim()}`;
  });
}

/** Presses Tab until `last` has focus (or 40 presses), returning every stop on the way. */
async function tabUntil(page: Page, last: string): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < 40 && stops.at(-1) !== last; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focusedName(page));
  }
  return stops;
}

describe('keyboard', () => {
  it('reaches the menu toggle, then the contact fields in reading order', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, { viewport: 'phone' });
    const stops = await tabUntil(page, 'button:Send Message');

    expect(stops[0]).toBe('a:Skip to content');
    const toggle = stops.indexOf('button:Open menu');
    const name = stops.indexOf('input:Name');
    expect(toggle).toBeGreaterThan(0);
    expect(name).toBeGreaterThan(toggle);
    expect(stops.slice(name)).toEqual([
      'input:Name',
      'input:Email',
      'input:Company',
      'input:Phone',
      'textarea:Message',
      'button:Send Message',
    ]);
    // The honeypot field for bots is never a stop.
    expect(stops.join()).not.toContain('Website');

    // The toggle opens the menu from the keyboard too.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
  });

  it('lets the skip link jump past the top bar', async () => {
    const { page } = await visit(browser, `${server.url}/contact`);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('a:Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is inside the main area, not the top bar.
    expect(
      await page.evaluate(() => document.activeElement?.closest('main')?.id ?? 'outside main'),
    ).toBe('main');
  });
});
