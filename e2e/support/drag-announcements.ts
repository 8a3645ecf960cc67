import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What dnd-kit says in its live region while a task is dragged with the keyboard. Each
 * announcement replaces the last in the page, so a listener records them all: a test
 * waits for the one a key should cause instead of pausing after the key.
 */
export async function listenToAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { said });
    new MutationObserver(() => {
      const text = document.querySelector('[id^="DndLiveRegion"]')?.textContent;
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export const announcements = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { said: string[] }).said.slice());

/** dnd-kit takes the next key once the announced move has been drawn: two frames. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Presses a key, waits for the announcement it should cause, and returns what was said. */
export async function press(page: Page, key: string, expected: string | RegExp): Promise<string[]> {
  const before = (await announcements(page)).length;
  await page.keyboard.press(key);
  await expect
    .poll(async () => (await announcements(page)).slice(before), { timeout: 15_000, interval: 100 })
    .toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  await twoFrames(page);
  return (await announcements(page)).slice(before);
}

/**
 * Presses a key that should say nothing, then `next`, which should say `expected`: what
 * was said from the first key on is returned. Silence cannot be waited for; the next
 * announcement can, and anything the first key caused comes before it.
 */
export async function pressSilentThen(
  page: Page,
  silentKey: string,
  next: string,
  expected: string | RegExp,
): Promise<string[]> {
  const before = (await announcements(page)).length;
  await page.keyboard.press(silentKey);
  await twoFrames(page);
  await press(page, next, expected);
  return (await announcements(page)).slice(before);
}
