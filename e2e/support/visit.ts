import type { Browser, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { newContext, type ViewportName } from './browser.ts';
import { gotoHydrated } from './hydration.ts';
import { watchForCspViolations, watchPageProblems, type PageProblems } from './page-problems.ts';

export interface VisitOptions {
  viewport?: ViewportName;
  reducedMotion?: 'reduce' | 'no-preference';
  serviceWorkers?: 'allow' | 'block';
  /** Console errors the scenario expects, e.g. the 404 of an unknown path's document. */
  expectedConsoleErrors?: RegExp[];
}

export interface Visit {
  page: Page;
  problems: PageProblems;
}

/**
 * Opens `url` in a fresh browser context (its own storage), watching for console errors
 * and CSP violations, and waits for hydration. The context closes when the test ends.
 */
export async function visit(
  browser: Browser,
  url: string,
  options: VisitOptions = {},
): Promise<Visit> {
  const context = await newContext(browser, options.viewport ?? 'desktop', options);
  onTestFinished(() => context.close());
  await watchForCspViolations(context);
  const page = await context.newPage();
  const problems = watchPageProblems(page, options.expectedConsoleErrors);
  await gotoHydrated(page, url);
  return { page, problems };
}
