import type { Page } from 'playwright-core';

/**
 * Waits until React has taken over the pre-rendered page. Pre-rendered HTML already looks
 * complete, so "nothing showed up" proves nothing until this holds: parts that depend on
 * the browser (a dismissed banner, the cursor dot) only settle after hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')),
  );
  // State read from the browser right after hydration renders in the next frame at most.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * Navigates `page` to `url` and waits for hydration: what a test must do before it clicks
 * or types on the page it opened. A pre-rendered page shows its buttons and forms at once
 * but starts its scripts only after the first contentful paint
 * (docs/decisions/2026-11-24-scripts-after-first-contentful-paint.md), so a click or a
 * keystroke straight after `goto` can land before React listens and be lost. Not for a
 * page under `page.clock.install()` (the wait uses the page's timers) or without JavaScript.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
