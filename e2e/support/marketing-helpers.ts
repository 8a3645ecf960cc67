import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveViewScreenshot } from './browser.ts';
import { visit, type Visit } from './visit.ts';

/** Presses Tab until `target` has focus (at most `limit` times): keyboard-only reachability. */
export async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

/** Saves what is on screen under screenshots/ (git-ignored), when screenshots are asked for. */
export async function saveView(page: Page, name: string): Promise<void> {
  await saveViewScreenshot(page, `marketing-widget-${name}`);
}

/** Opens the home page at a section's #hash and waits until its code is live. */
export async function openHomeSection(
  browser: Browser,
  baseUrl: string,
  section: string,
  options: { viewport?: 'desktop' | 'phone' } = {},
): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}/#${section}`, options);
  await eventually(() =>
    visited.page.locator(`[data-island="${section}"][data-live]`).count(),
  ).toBe(1);
  return visited;
}

/**
 * expect.poll with room for a busy machine: the page settles within a frame or two, but
 * CI runners and shared hosts can stall a browser for seconds. Still fails if it never holds.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 50 });
}
