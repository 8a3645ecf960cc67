import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { mainText } from '../../src/shared/marketing/site-facts.ts';
import { viewports, launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { fetchRawPage } from '../support/raw-html.ts';
import { startServer, type RunningServer } from '../support/server.ts';
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

/** Opens a page with the browser's clock stopped at `time`, in Central Time. */
async function visitAt(path: string, time: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    timezoneId: 'America/Chicago',
  });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.clock.setFixedTime(new Date(time));
  await gotoHydrated(page, `${server.url}${path}`);
  // A text that differs between the pre-rendered page and the browser must not break hydration.
  onTestFinished(async () => expect(await problems.list()).toEqual([]));
  return page;
}

describe('the MakerOS FAQ', () => {
  const openQuestions = (page: Page) =>
    page
      .locator('#faq details')
      .evaluateAll((all) =>
        all
          .filter((details) => (details as HTMLDetailsElement).open)
          .map((details) => details.querySelector('summary')?.textContent),
      );

  it('opens one answer at a time, closes the open one on a second click, and works by keyboard', async () => {
    const { page } = await visit(browser, `${server.url}/makeros#faq`);
    const question = (name: RegExp) => page.locator('#faq summary').filter({ hasText: name });
    expect(await openQuestions(page)).toEqual([]);

    await question(/what makes MakerOS different/i).click();
    expect(await openQuestions(page)).toEqual([
      'What makes MakerOS different from a CRM or a website builder?',
    ]);
    const table = page.getByRole('table', {
      name: /compared with a generic CRM and a website builder/,
    });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(5);

    await question(/How much/).click();
    expect(await openQuestions(page)).toEqual(['How much does a custom business OS cost?']);
    expect(await page.getByText('Typically $25,000 to $100,000+').isVisible()).toBe(true);
    expect(await table.isVisible()).toBe(false);

    await question(/How much/).click();
    expect(await openQuestions(page)).toEqual([]);

    await question(/How long/).focus();
    await page.keyboard.press('Enter');
    expect(await openQuestions(page)).toEqual(['How long does it take?']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await openQuestions(page)).toEqual(['Do we own the software?']);
  });
});

describe('the Development Investment Calculator', () => {
  it('shows the total and the monthly value for every choice, by mouse and keyboard', async () => {
    const { page } = await visit(browser, `${server.url}/makeros#calculator`);
    const total = page.getByTestId('calculator-total');
    const perMonth = page.getByTestId('calculator-per-month');
    expect(await total.textContent()).toBe('$50,000');
    expect(await perMonth.textContent()).toBe('$4,167');

    await page.getByRole('radio', { name: /High/ }).check();
    await page.getByRole('radio', { name: /Urgent/ }).check();
    await page.getByRole('checkbox', { name: /Real-time Data & Collaboration/ }).check();
    await page.getByRole('checkbox', { name: /MakerBrains: AI Integration/ }).check();
    // (100,000 + 7,500 + 25,000) x 1.5
    expect(await total.textContent()).toBe('$198,750');
    expect(await perMonth.textContent()).toBe('$16,563');

    // Arrow keys move through a radio group; Space toggles a checkbox.
    await page.getByRole('radio', { name: /High/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: /Low/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /MakerBrains: AI Integration/ }).focus();
    await page.keyboard.press('Space');
    // (25,000 + 7,500) x 1.5
    expect(await total.textContent()).toBe('$48,750');
    await page.getByRole('radio', { name: /Relaxed/ }).check();
    // (25,000 + 7,500) x 0.9 = 29,250; 29,250 / 12 = 2,437.5
    expect(await total.textContent()).toBe('$29,250');
    expect(await perMonth.textContent()).toBe('$2,438');
  });
});

describe('the journey tracker', () => {
  it('follows the scroll position from stage 1 to stage 5', async () => {
    const { page } = await visit(browser, `${server.url}/journey`);
    const stage = page.getByTestId('journey-stage');
    const scrollTo = (share: number) =>
      page.evaluate(
        (part) =>
          window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part),
        share,
      );
    expect(await stage.textContent()).toMatch(/^Stage 1 of 5/);
    await scrollTo(0.5);
    await expect.poll(() => stage.textContent()).toMatch(/^Stage 3 of 5/);
    await scrollTo(1);
    await expect.poll(() => stage.textContent()).toMatch(/^Stage 5 of 5/);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Momentum');
    await scrollTo(0);
    await expect.poll(() => stage.textContent()).toMatch(/^Stage 1 of 5/);
  });
});

describe('time-limited offers', () => {
  it("shows the BrandFuel sale as the server's clock judged it, whatever the browser's clock", async () => {
    // The browser thinks it is before the sale's end; the server (today) knows it is over.
    const page = await visitAt('/brandfuel', '2025-03-14T12:00:00-05:00');
    // A sale that is over is not advertised: the plans show the prices they sell at.
    expect(await page.getByTestId('sale-banner').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain('launch sale');
    expect(await page.locator('del').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Start Kickstart' }).getAttribute('data-product'),
    ).toBe('brandFuelKickstartRegular');
  });

  it('prices BrandFuel on /hunter as /brandfuel sells it today, not at the ended sale', async () => {
    const { html } = await fetchRawPage(`${server.url}/hunter`);
    expect(mainText(html)).toContain('Kickstart is $495 for 1 month');
    expect(html).not.toContain('$295');
  });

  it('tells a summit that is over in the past tense: its agenda and booths are the record', async () => {
    const { html } = await fetchRawPage(`${server.url}/spark-summit`);
    const text = mainText(html);
    expect(text).toContain('Doors opened at 8:30 am; we closed at 5:30 pm.');
    expect(text).toContain('founders dropped in between sessions');
    expect(html).not.toContain('Doors open at');
    expect(html).not.toContain('Drop in between sessions');
  });

  it('names no deadline for the 24-hour launch when the studio set no end date', async () => {
    const page = await visitAt('/bizbuiltnow', '2026-11-21T12:00:00-06:00');
    expect(await page.getByTestId('offer-end').count()).toBe(0);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/ends (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/);
    expect(text).not.toMatch(/Decide within|next 48 hours|limited time/i);
  });
});
