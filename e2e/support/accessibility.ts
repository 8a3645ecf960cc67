import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * axe-core's browser build, read once per worker. Injected and run by hand rather than
 * through @axe-core/playwright: its builder set each pass up in more round trips and cost
 * about a third more time per page (1.2 to 1.5 s against 0.9 to 1.0 s on /products,
 * probed on 2026-11-27), and axe is most of what a page check costs.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  // Once per document: a page checked again after an in-app navigation keeps it.
  if (await page.evaluate(() => window.axe === undefined)) await page.evaluate(axeSource);
  const serious = await page.evaluate(async (tags) => {
    const results = await window.axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are read: axe then returns one node per passing or inapplicable
      // rule instead of every node.
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  }, wcagTags);
  expect(serious).toEqual([]);
}
