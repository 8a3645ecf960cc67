import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './hydration.ts';

/** A phone screen of the issue 33 goal: 390 × 844 (an iPhone 12 to 15). */
export const phoneScreenHeight = 844;

/** At most 8 phone screens per public page, 9 for the home page and its copy (issue 33). */
export function phoneLengthGoal(path: string): number {
  return path === '/' || path === '/interactive' ? 9 : 8;
}

/** Most sections folded shut on one page: the rest are edited down instead (issue 33). */
export const mostFoldedPanels = 2;

/**
 * Pages still longer than the goal, each held at its length today (the e2e readings of
 * 2026-11-27, issue 33) so it cannot grow while it waits to be edited down: lower an entry
 * as its page shortens, and remove it once the page meets the goal. The measure settles
 * hydration and the faces first, so a page reads the same length on every run.
 */
const notYetWithinGoal: Readonly<Record<string, number>> = {
  // Empty: the last held pages (/, /interactive and /spark-summit) were edited down to the
  // goal on 2026-11-27. Add a page here only with its measured length and a reason.
};

/** The issue 33 goals, checked on a page loaded at 390 × 844. */
export async function expectPhoneLengthWithinGoal(page: Page, path: string): Promise<void> {
  const most = notYetWithinGoal[path] ?? phoneLengthGoal(path);
  await settlePage(page);
  const length = await measurePhoneLength(page);
  expect(length.screens, `${path} in phone screens`).toBeLessThanOrEqual(most);
  expect(length.folded, `${path} folded panels`).toBeLessThanOrEqual(mostFoldedPanels);
}

/**
 * Brings a loaded page to the state it is measured in: hydrated (parts read from the browser,
 * such as a season's banner, show only then) and drawn in its web faces.
 */
export async function settlePage(page: Page): Promise<void> {
  await waitForHydration(page);
  await settleFonts(page);
}

/**
 * Makes the page draw in its web faces before it is measured, so one page reads one length.
 * The faces are `font-display: optional`: on a busy machine a face that misses its 100 ms
 * block period is never swapped in on that load, and the metric-matched fallback still wraps
 * differently (8.58 against 9.11 screens seen on one page). So: wait for `document.fonts.ready`,
 * require each face to have loaded (a face that failed is an error, not a shorter page),
 * and where a face loaded too late to be drawn (a probe set in it measures as the next
 * family in its list, monospace, does), add the same file again as a face with `display: block`; being in the cache and
 * added last, it is drawn at once, as a returning visitor sees the page.
 */
export async function settleFonts(page: Page): Promise<void> {
  // No named functions inside: the test runner's transform would wrap them in a helper
  // the page does not have.
  const failed = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => !face.family.endsWith('Fallback'));
    await Promise.all(faces.map((face) => face.load().catch(() => face)));
    const problems: string[] = [];
    for (const face of faces) {
      if (face.status !== 'loaded') {
        problems.push(`${face.family}: ${face.status}`);
        continue;
      }
      const family = face.family.replace(/"/g, '');
      const probe = document.createElement('span');
      probe.textContent = 'Signal Studio builds the system that carries it.';
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font-size:40px';
      document.body.append(probe);
      probe.style.fontFamily = `"${family}", monospace`;
      const drawn = probe.getBoundingClientRect().width;
      probe.style.fontFamily = 'monospace';
      const fallback = probe.getBoundingClientRect().width;
      probe.remove();
      if (drawn !== fallback) continue;
      const source = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .find((rule) => rule.style.getPropertyValue('font-family').replace(/["']/g, '') === family)
        ?.style.getPropertyValue('src');
      if (!source) {
        problems.push(`${family}: no @font-face rule to draw it from`);
        continue;
      }
      const again = new FontFace(family, source, {
        weight: face.weight,
        style: face.style,
        display: 'block',
      });
      document.fonts.add(await again.load());
    }
    await document.fonts.ready;
    return problems;
  });
  expect(failed, 'web faces that did not load').toEqual([]);
}

export interface PhoneLength {
  /** Document height over one phone screen. */
  screens: number;
  /** Sections folded shut: closed <details> outside a FAQ list ("Show ..." toggles). */
  folded: number;
  /** Closed questions of FAQ lists (a list of questions, not a section folded away). */
  faq: number;
}

/**
 * Measures a page already loaded at 390 px wide. FAQ entries are the <details> that share a
 * `name` (an exclusive accordion) or sit in an element whose id or class names a FAQ.
 */
export async function measurePhoneLength(page: Page): Promise<PhoneLength> {
  // No named functions inside: the test runner's transform would wrap them in a helper
  // the page does not have.
  return page.evaluate((screen) => {
    let folded = 0;
    let faq = 0;
    for (const element of document.querySelectorAll('details:not([open])')) {
      if (element.getClientRects().length === 0) continue;
      if (element.hasAttribute('name') || element.closest('[id*="faq" i], [class*="faq" i]')) {
        faq += 1;
      } else {
        folded += 1;
      }
    }
    return { screens: document.documentElement.scrollHeight / screen, folded, faq };
  }, phoneScreenHeight);
}
