import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/shared/catalogue.ts';
import { messages } from '../../src/shared/messages.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { createAccount, screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser, resizeTo, type ViewportName } from '../support/browser.ts';
import { gotoHydrated, waitForHydration } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { visit } from '../support/visit.ts';

/**
 * A new customer climbs the ladder from the dashboard: SPARK, then BRAND KIT, bought with
 * the local provider. The journey, the à-la-carte block, the checklist and the
 * recommendations follow each purchase, also in a dashboard tab left open meanwhile.
 */
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

async function signedInDashboard(email: string, viewport: ViewportName = 'desktop') {
  await createAccount(server.url, email);
  const visited = await visit(browser, `${server.url}/login`, { viewport });
  await signInWithForm(visited.page, { email, landing: '/dashboard' });
  await journeyItem(visited.page, 'spark').waitFor();
  return visited;
}

const journeyItem = (page: Page, id: string): Locator => page.getByTestId(`journey-${id}`);

async function journeyStatuses(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="journey-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-status') ?? ''));
}

async function recommendedTitles(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Recommended Next Steps' });
  return section.getByRole('heading', { level: 3 }).allTextContents();
}

async function completedSteps(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="onboarding-step-"][data-complete="true"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
}

async function buyFromJourney(page: Page, id: 'spark' | 'brand-kit', key: 'spark' | 'brandKit') {
  await journeyItem(page, id).getByRole('link').click();
  await page.waitForURL(`${server.url}/products#${id}`);
  await waitForHydration(page);
  await page.locator(`button[data-product="${key}"]`).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout\/success/);
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

describe('the dashboard', () => {
  it('follows a customer buying SPARK, then BRAND KIT', async () => {
    const { page, problems } = await signedInDashboard('climber@dashboard-e2e.dev');
    expect(await page.getByRole('heading', { name: 'Welcome, climber!' }).isVisible()).toBe(true);

    // Stage 0: SPARK is the focus, CORE waits for BRAND KIT.
    expect(await journeyStatuses(page)).toEqual([
      'current',
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(await journeyItem(page, 'spark').textContent()).toContain('Current Focus');
    expect(await journeyItem(page, 'spark').textContent()).toContain('Ready to start');
    expect(await journeyItem(page, 'brand-kit').textContent()).toContain('Available now');
    expect(await journeyItem(page, 'core').textContent()).toContain('Complete BRAND KIT™ first');
    expect(await journeyItem(page, 'mirror').textContent()).toContain(
      'Complete previous steps first',
    );
    expect(await journeyItem(page, 'brand-kit').getByRole('link').getAttribute('href')).toBe(
      '/products#brand-kit',
    );
    expect(await page.getByRole('heading', { name: 'Alacarte Services' }).count()).toBe(0);
    expect(await completedSteps(page)).toEqual(['onboarding-step-1']);
    expect(await page.getByTestId('next-step').textContent()).toContain('Explore Products');
    expect(await recommendedTitles(page)).toEqual(['SPARK™', 'Book a Strategy Call']);
    for (const [name, href] of [
      ['Manage Projects', '/todos'],
      ['Client Management', '/clients'],
      ['Quick Setup Guide', '/docs/1_quick-setup.md'],
      ['User Guide', '/docs/2_user-guide.md'],
      ['SPARK Worksheet', '/resources/spark-worksheet'],
      ['Developer Guide', '/docs/3_developer-guide.md'],
      ['support@signal.studio', 'mailto:support@signal.studio'],
    ] as const) {
      expect(await page.locator('a', { hasText: name }).getAttribute('href')).toBe(href);
    }
    await screenshotFromTop(page, 'dashboard-new-desktop');
    await expectNoSeriousAccessibilityViolations(page);

    await buyFromJourney(page, 'spark', 'spark');
    await expect
      .poll(() => journeyStatuses(page))
      .toEqual(['completed', 'current', 'locked', 'locked', 'locked', 'locked']);
    expect(await journeyItem(page, 'spark').textContent()).toContain('Completed');
    expect(await journeyItem(page, 'core').textContent()).toContain('Complete BRAND KIT™ first');
    expect(await completedSteps(page)).toEqual(['onboarding-step-1', 'onboarding-step-2']);
    expect(await page.getByTestId('next-step').textContent()).toContain('Schedule a Strategy Call');
    expect(await recommendedTitles(page)).toEqual(['BRAND KIT™', 'Book a Strategy Call']);
    expect(await page.getByRole('heading', { name: 'Alacarte Services' }).count()).toBe(0);

    // A second tab stays on the dashboard while the first one buys BRAND KIT.
    const watcher = await page.context().newPage();
    await watcher.goto(`${server.url}/dashboard`);
    await journeyItem(watcher, 'spark').waitFor();

    await buyFromJourney(page, 'brand-kit', 'brandKit');
    const afterBrandKit = ['completed', 'completed', 'current', 'available', 'locked', 'locked'];
    await expect.poll(() => journeyStatuses(page)).toEqual(afterBrandKit);
    await expect.poll(() => journeyStatuses(watcher), { timeout: 10_000 }).toEqual(afterBrandKit);
    const alacarte = page.getByRole('region', { name: 'Alacarte Services' });
    const alacarteText = await alacarte.textContent();
    for (const text of ['Content Creation', '$495/mo', 'AI Voice Training', '$1,500'])
      expect(alacarteText).toContain(text);
    expect(alacarteText).toContain('Strategy Session');
    expect(alacarteText).toContain('$750');
    expect(await recommendedTitles(page)).toEqual(['CORE™', 'Book a Strategy Call']);
    expect(await completedSteps(page)).toEqual(['onboarding-step-1', 'onboarding-step-2']);
    await screenshotFromTop(page, 'dashboard-brand-kit-desktop');
    await expectNoSeriousAccessibilityViolations(page);
    await resizeTo(page, { width: 390, height: 844 });
    await screenshotFromTop(page, 'dashboard-brand-kit-phone');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectTapTargetsOfAtLeast44(page);
    await expectNoSeriousAccessibilityViolations(page);

    // The à-la-carte services are bought through the same checkout.
    await alacarte.getByRole('button', { name: 'Buy Now' }).last().click();
    await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
    expect(
      await page.getByRole('heading', { name: catalogue.strategySession.name }).isVisible(),
    ).toBe(true);
    expect(await page.getByText('$750').first().isVisible()).toBe(true);
    expect(await problems.list()).toEqual([]);
  });

  it('tells a MOMENTUM subscriber who skipped the steps what they own and what is next', async () => {
    const { page, problems } = await signedInDashboard('leaper@dashboard-e2e.dev');
    await gotoHydrated(page, `${server.url}/products#momentum`);
    await page.locator('button[data-product="momentum"]').click();
    await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Subscribe for / }).click();
    await page.waitForURL(/\/checkout\/success/);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const banner = page.getByRole('region', { name: /Welcome/ });
    await expect.poll(() => banner.textContent()).toContain('MOMENTUM™ owned · Next: SPARK™');
    expect(await banner.textContent()).toContain('Stage 6 of 6');
    expect(await banner.textContent()).not.toContain('complete');
    // No recommendation offers what they own; SPARK, the first step they skipped, leads.
    expect(await recommendedTitles(page)).toEqual(['SPARK™', 'SIGNAL™', 'Book a Strategy Call']);
    expect(await journeyItem(page, 'momentum').textContent()).toContain('Completed');
    // Plain words beside the spec's labels: what they have, what is next, and that a
    // locked step can still be bought.
    expect(await page.getByTestId('dashboard-ownership').textContent()).toMatch(
      /MOMENTUM™.*Next: SPARK™\./,
    );
    expect(await journeyItem(page, 'core').textContent()).toContain('You can still buy it now');
    await expectNoSeriousAccessibilityViolations(page);
    await screenshotFromTop(page, 'dashboard-skipped-steps-desktop');
    await resizeTo(page, { width: 390, height: 844 });
    await screenshotFromTop(page, 'dashboard-skipped-steps-phone');
    await expectTapTargetsOfAtLeast44(page);
    expect(await problems.list()).toEqual([]);
  });

  it('says the profile data failed to load and loads it on retry', async () => {
    const { page } = await signedInDashboard('unlucky@dashboard-e2e.dev', 'phone');
    await screenshotFromTop(page, 'dashboard-new-phone');
    await page.route('**/api/dashboard', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: messages.products.loadProfileFailed });
    await alert.waitFor({ timeout: 20_000 });
    await screenshotFromTop(page, 'dashboard-load-failed-phone');
    expect(await page.getByRole('heading', { name: 'Welcome, unlucky!' }).isVisible()).toBe(true);
    await page.unroute('**/api/dashboard');
    await page.getByRole('button', { name: 'Try again' }).click();
    await journeyItem(page, 'spark').waitFor();
    expect(await alert.count()).toBe(0);
  });
});
