import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.5.5 (Target Size, AAA): 44 by 44 CSS pixels. */
export const minimumTapTarget = 44;

export interface SmallTarget {
  /** Tag, accessible name and box, enough to find it in the page. */
  target: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element whose box is under 44 × 44 px, with the exceptions
 * 2.5.5 itself makes:
 * - inline: a link inside a sentence or paragraph of text (its parent holds other text);
 * - equivalent: an element marked `data-tap-target="equivalent"` because a 44 px control
 *   on the same screen does the same thing;
 * - a labelled control counts with its label (clicking the label ticks, switches or
 *   focuses it, and a file input hidden behind its drop zone is chosen through it), so
 *   its target is the larger of the two boxes.
 * Elements below the fold are measured too (scrolling reaches them); hidden ones
 * (display none, visibility hidden, inert, visually hidden 1 px boxes such as the skip
 * link before it has focus) are not targets.
 */
export function findSmallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    /**
     * The laid-out size, before transforms: a toast stacked behind the newest one, or one
     * still sliding in, is scaled down for a moment, not sized small.
     */
    const sizeOf = (element: Element) =>
      element instanceof HTMLElement
        ? { width: element.offsetWidth, height: element.offsetHeight }
        : element.getBoundingClientRect();
    const isHidden = (element: Element) => {
      if (element.closest('[inert], [aria-hidden="true"]')) return true;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      // Visually hidden (sr-only: a 1 px clipped box), like the skip link until focused.
      const size = sizeOf(element);
      return size.width <= 1 && size.height <= 1;
    };
    /** A link in running text: its block holds words beside it. */
    const isInline = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.closest('p, li, dd, td, label, figcaption, blockquote');
      if (!block) return false;
      const own = element.textContent?.trim() ?? '';
      const all = block.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return all.length > own.length + 3 && getComputedStyle(element).display === 'inline';
    };
    const boxOf = (element: Element) => {
      const own = sizeOf(element);
      // Inputs, buttons (a switch), selects and text areas can have labels.
      const labels = (element as HTMLInputElement).labels;
      const label = element.closest('label') ?? labels?.[0];
      if (!label) return own;
      const named = sizeOf(label);
      return named.width * named.height > own.width * own.height ? named : own;
    };
    const small: { target: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (isHidden(element)) continue;
      if (element.closest('[data-tap-target="equivalent"]')) continue;
      const box = boxOf(element);
      if (box.width === 0 || box.height === 0) continue;
      if (isInline(element)) continue;
      // Sub-pixel rounding: a 43.99 px box is a 44 px box.
      if (Math.round(box.width) >= minimum && Math.round(box.height) >= minimum) continue;
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      small.push({
        target: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return small;
  }, minimumTapTarget);
}

/** Fails listing every interactive element under 44 × 44 px (see findSmallTapTargets). */
export async function expectTapTargetsOfAtLeast44(page: Page): Promise<void> {
  expect(await findSmallTapTargets(page)).toEqual([]);
}
