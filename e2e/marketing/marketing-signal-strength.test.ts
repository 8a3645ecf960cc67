import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { eventually } from '../support/marketing-helpers.ts';
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

const squares = (page: Page) =>
  page
    .getByRole('list', { name: 'Progress' })
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));

/** Answers the five questions with the n-th option (0 = 0 points ... 4 = 20 points). */
async function answerAll(page: Page, optionIndexes: number[]): Promise<void> {
  const scorecard = page.getByRole('region', { name: 'Scorecard' });
  for (const [step, index] of optionIndexes.entries()) {
    await eventually(() => scorecard.getByText(`Question ${step + 1} of 5`).isVisible()).toBe(true);
    // Keyboard only: focus lands on the question, Tab walks to the option.
    for (let presses = 0; presses <= index; presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  }
}

describe('/signal-strength scorecard', () => {
  it('moves the progress squares, scores 0 to 100, shows the tier, next step and Retake', async () => {
    const { page } = await visit(browser, `${server.url}/signal-strength`);
    expect(await squares(page)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const firstOption = page.getByRole('button', { name: /^Not yet/ });
    await firstOption.focus();
    await page.keyboard.press('Shift+Tab');
    await answerAll(page, [3, 3, 2, 3, 3]); // 15 + 15 + 10 + 15 + 15 = 70
    const scorecard = page.getByRole('region', { name: 'Scorecard' });
    await eventually(() => scorecard.getByTestId('signal-score').textContent()).toBe('70');
    expect(await scorecard.getByRole('heading', { level: 3 }).textContent()).toBe('Strong Signal');
    expect(await scorecard.getByText('MIRROR AI Voice Model').first().isVisible()).toBe(true);
    expect(await scorecard.getByTestId('signal-score-bar').evaluate((bar) => bar.style.width)).toBe(
      '70%',
    );

    await scorecard.getByRole('button', { name: 'Retake Scorecard' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => squares(page)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(await scorecard.getByTestId('signal-score').count()).toBe(0);
  });

  it.each([
    [[0, 0, 0, 0, 0], '0', 'Emerging Signal', 'SPARK Session', '10%'],
    [[1, 1, 1, 1, 1], '25', 'Developing Signal', 'CORE Platform', '25%'],
    [[4, 4, 4, 4, 4], '100', 'Category-Defining Signal', 'Complete Signal Stack', '100%'],
  ])('answers %j score %s: %s, next %s, bar %s', async (answers, score, tier, step, width) => {
    const { page } = await visit(browser, `${server.url}/signal-strength`);
    const scorecard = page.getByRole('region', { name: 'Scorecard' });
    for (const [index, option] of answers.entries()) {
      if (index === 2)
        expect(await squares(page)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
      await scorecard.locator('ul button').nth(option).click();
    }
    await eventually(() => scorecard.getByTestId('signal-score').textContent()).toBe(score);
    expect(await scorecard.getByRole('heading', { level: 3 }).textContent()).toBe(tier);
    expect(await scorecard.textContent()).toContain(step);
    expect(await scorecard.getByTestId('signal-score-bar').evaluate((bar) => bar.style.width)).toBe(
      width,
    );
  });

  it('explains the four tiers and offers a consultation in a new tab', async () => {
    const { page } = await visit(browser, `${server.url}/signal-strength`);
    const tiers = page.getByRole('region', { name: 'What your score means' });
    expect(await tiers.locator('li p.font-mono').allTextContents()).toEqual([
      '0-25',
      '26-50',
      '51-75',
      '76-100',
    ]);
    const book = page.getByRole('link', { name: /Book a Signal Consultation/ });
    // Booked on this site (issue 34), so in the same tab.
    expect(await book.getAttribute('href')).toMatch(/^\/book\//);
    expect(await book.getAttribute('target')).toBeNull();
  });
});
