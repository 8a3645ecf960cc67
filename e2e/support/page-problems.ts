import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects what a visitor would never see but a broken page shows: console errors,
 * uncaught exceptions and Content-Security-Policy violations (a missing script hash, an
 * image from a host the policy does not allow).
 */
export async function watchForCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
}

export interface PageProblems {
  /** Everything collected so far, CSP violations read from the page itself. */
  list(): Promise<string[]>;
}

/**
 * @param expected console errors that are part of the scenario (the browser logs the 404
 * of an unknown path's document, for instance).
 */
export function watchPageProblems(page: Page, expected: RegExp[] = []): PageProblems {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    async list() {
      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      return [...problems, ...violations.map((violation) => `CSP: ${violation}`)];
    },
  };
}
