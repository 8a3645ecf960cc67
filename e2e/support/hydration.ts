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
