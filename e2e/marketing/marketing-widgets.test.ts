import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser } from '../support/browser.ts';
import { openHomeSection, saveView, tabTo, eventually } from '../support/marketing-helpers.ts';
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

const openSection = (section: string, options: { viewport?: 'desktop' | 'phone' } = {}) =>
  openHomeSection(browser, server.url, section, options);

describe('home Signal Scorecard', () => {
  it('scores five answers, labels and recommends, and retakes, by keyboard alone', async () => {
    const { page } = await openSection('scorecard');
    const card = page.locator('#signal-scorecard');
    await tabTo(page, card.getByRole('button', { name: /^Scaling/ }));
    await page.keyboard.press('Enter');
    for (const answer of [/^One sentence/, /^A digital product/, /^From a strategy/]) {
      await eventually(() => card.getByText(/^Step \d of 5$/).textContent()).toMatch(
        /Step \d of 5/,
      );
      await tabTo(page, card.getByRole('button', { name: answer }), 6);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, card.getByRole('button', { name: /^Our tools/ }), 6);
    await page.keyboard.press('Space');

    // 25 + 30 + 25 + 20 + 20 = 120.
    await eventually(() => card.getByRole('heading', { level: 3 }).textContent()).toBe(
      'Category-Defining Signal (Level 4)',
    );
    expect(await card.getByText('Score:').textContent()).toBe('Score: 120');
    expect(await card.getByTestId('home-score-bar').evaluate((bar) => bar.style.width)).toBe(
      '100%',
    );
    expect(await card.getByRole('link', { name: 'Explore CORE' }).getAttribute('href')).toBe(
      '/#core',
    );
    await saveView(page, 'scorecard-result');

    await tabTo(page, card.getByRole('button', { name: 'Retake Scorecard' }), 6);
    await page.keyboard.press('Enter');
    await eventually(() => card.getByText('Step 1 of 5').isVisible()).toBe(true);
  });

  it('gives a low score the first level, SPARK, and a bar of at least 10%', async () => {
    const { page } = await openSection('scorecard');
    const card = page.locator('#signal-scorecard');
    for (const answer of [
      /^Early/,
      /^It changes/,
      /^Done-for-you/,
      /^When inspiration/,
      /^Not enough/,
    ])
      await card.getByRole('button', { name: answer }).click();
    await eventually(() => card.getByRole('heading', { level: 3 }).textContent()).toBe(
      'Emerging Signal (Level 1)',
    );
    expect(await card.getByTestId('home-score-bar').evaluate((bar) => bar.style.width)).toBe('10%');
    expect(await card.getByText(/Your recommended path/).textContent()).toContain('SPARK');
    expect(await card.getByText(/faint/).isVisible()).toBe(true);
  });
});

describe('Find Your Signal Path', () => {
  it('prompts, hints with one filter, deselects on a second click, and matches both', async () => {
    const { page } = await openSection('use-cases');
    const result = page.getByTestId('path-result');
    const solo = page.getByRole('button', { name: 'Solo founder' });
    expect(await result.textContent()).toContain('Select who you are');

    await tabTo(page, solo);
    await page.keyboard.press('Enter');
    expect(await solo.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => result.textContent()).toContain('Now choose your primary need');

    await page.keyboard.press('Enter');
    await eventually(() => solo.getAttribute('aria-pressed')).toBe('false');
    await eventually(() => result.textContent()).toContain('Select who you are');

    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await eventually(() => result.textContent()).toContain('Now tell us who you are');
    await page.getByRole('button', { name: 'Team leader' }).click();
    await eventually(() => result.textContent()).toContain('Summit Advisory');
    await result.scrollIntoViewIfNeeded();
    await saveView(page, 'path-match');
    expect(await result.getByRole('link', { name: /See MIRROR/ }).getAttribute('href')).toBe(
      '/products#mirror',
    );
  });
});

describe('Signal Resources', () => {
  it('unlocks at 30, 60, 80 and 100% and keeps them for the session', async () => {
    const { page } = await visit(browser, `${server.url}/`);
    const unlocked = () => page.locator('[data-unlocked="true"]').count();
    const progress = page.getByTestId('resource-progress');
    const scrollTo = (fraction: number) =>
      page.evaluate((part) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.round(scrollable * part), behavior: 'instant' });
      }, fraction);

    expect(await unlocked()).toBe(0);
    expect((await progress.textContent())?.trim()).toBe('');

    // Depth counts from the first scroll, before the section's own code has loaded.
    await scrollTo(0.31);
    await eventually(() =>
      page.evaluate(() => Number(sessionStorage.getItem('signal-resources-depth'))),
    ).toBeGreaterThanOrEqual(30);
    const depth = () =>
      page.evaluate(() => Number(sessionStorage.getItem('signal-resources-depth')));
    await page.locator('#resources').scrollIntoViewIfNeeded();
    await eventually(() => page.locator('[data-island="resources"][data-live]').count()).toBe(1);
    // The depth is recorded on the frame after a scroll.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const reached = await depth();
    const expected = [30, 60, 80, 100].filter((threshold) => reached >= threshold).length;
    expect(expected).toBeGreaterThanOrEqual(1);
    await eventually(unlocked).toBe(expected);
    expect(await progress.textContent()).toContain(
      `${reached}% explored · ${expected} of 4 resources unlocked`,
    );
    for (const [fraction, count] of [
      [0.81, 3],
      [1, 4],
    ] as const) {
      await scrollTo(fraction);
      await eventually(unlocked).toBe(count);
    }
    expect(await progress.textContent()).toContain('100% explored · 4 of 4 resources unlocked');
    await page.locator('#resources').scrollIntoViewIfNeeded();
    await saveView(page, 'resources-unlocked');
    // Each unlocked resource opens its page on the site.
    for (const [name, path] of [
      [/Get the Signal System Guide/, '/resources/signal-system-guide'],
      [/Get the Case Study/, '/resources/case-study'],
      [/Watch the MIRROR Demo Video/, '/resources/mirror-demo'],
      [/Get the SPARK Worksheet/, '/resources/spark-worksheet'],
    ] as const) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }

    // Same tab, new visit: still unlocked without scrolling again.
    await page.goto(`${server.url}/#resources`);
    await eventually(unlocked).toBe(4);
  });
});

describe('consultation chooser', () => {
  it('shows an option in detail and goes back, focus following, by keyboard', async () => {
    const { page } = await openSection('spark');
    const option = page.getByRole('button', { name: /AI Systems Consultation/ });
    await tabTo(page, option);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'AI Systems Consultation' });
    await eventually(() => heading.isVisible()).toBe(true);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await page.getByText('Three MIRROR use cases with expected time saved').isVisible(),
    ).toBe(true);
    await saveView(page, 'consultation-detail');
    const book = page.getByRole('link', { name: /Book the AI Systems Consultation/ });
    // Booked on this site (issue 34), so in the same tab.
    expect(await book.getAttribute('href')).toMatch(/^\/book\//);
    expect(await book.getAttribute('target')).toBeNull();

    // The detail's heading has focus; the Back button sits just before it.
    await tabTo(page, page.getByRole('button', { name: 'Back to options' }), 6, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await eventually(() => option.isVisible()).toBe(true);
    await eventually(() => option.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
  });
});
