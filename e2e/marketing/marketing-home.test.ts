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

/** Distance from the viewport top to an element's top, in CSS pixels. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);

/** Scrolls so that the element's top sits `offset` pixels below the viewport top. */
const scrollElementTo = (page: Page, selector: string, offset: number) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, distance) => {
      window.scrollTo({
        top: window.scrollY + element.getBoundingClientRect().top - distance,
        behavior: 'instant',
      });
    }, offset);

const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((part) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(scrollable * part), behavior: 'instant' });
  }, fraction);

describe('page chrome', () => {
  it('fills the scroll-progress bar as the visitor reads', async () => {
    const { page } = await visit(browser, `${server.url}/`);
    const bar = page.getByTestId('scroll-progress');
    expect(await bar.evaluate((element) => element.style.transform)).toBe('scaleX(0)');
    await scrollToFraction(page, 0.5);
    await eventually(() =>
      bar.evaluate((element) => Number(element.style.transform.match(/[\d.]+/)?.[0])),
    ).toBeCloseTo(0.5, 1);
    await scrollToFraction(page, 1);
    await eventually(() => bar.evaluate((element) => element.style.transform)).toBe('scaleX(1)');
  });

  it('lights the dot of the section whose top passed 300 px, and dots move by keyboard', async () => {
    const { page } = await visit(browser, `${server.url}/`);
    const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
    expect(
      await dots.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      '/#hero',
      '/#scorecard',
      '/#use-cases',
      '/#future',
      '/#shift',
      '/#stack',
      '/#resources',
      '/#spark',
    ]);
    const current = () =>
      page.locator('[aria-current="location"]').getAttribute('href', { timeout: 2000 });
    expect(await current()).toBe('/#hero');

    await scrollElementTo(page, '#stack', 290);
    await eventually(current).toBe('/#stack');
    await scrollElementTo(page, '#stack', 320);
    await eventually(current).toBe('/#shift');

    await page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: 'Resources' })
      .focus();
    await page.keyboard.press('Enter');
    await eventually(() => topOf(page, '#resources')).toBeLessThan(100);
    await eventually(current).toBe('/#resources');
  });

  it('lights the right dot when the page opens at a #hash', async () => {
    const { page } = await visit(browser, `${server.url}/#use-cases`);
    await eventually(() => page.locator('[aria-current="location"]').getAttribute('href')).toBe(
      '/#use-cases',
    );
  });

  it('opens the built-in booking pages in the same tab, and offers the team mailto', async () => {
    const { page } = await visit(browser, `${server.url}/`);
    const booking = page.locator('a[href^="/book/"]');
    expect(
      new Set(await booking.evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    ).toEqual(new Set(['/book/strategy-call', '/book/discovery-call', '/book/spark-session']));
    for (const link of await booking.all()) {
      expect(await link.getAttribute('target')).toBeNull();
    }
    expect(await page.getByRole('link', { name: /Email our team/ }).getAttribute('href')).toMatch(
      /^mailto:team@signal\.studio\?subject=Team%20inquiry$/,
    );
  });

  it('shows Go to Dashboard only to a signed-in visitor', async () => {
    const signedOut = await visit(browser, `${server.url}/`);
    expect(await signedOut.page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);

    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `home-${Date.now()}@example.com`,
        password: 'Sup3r-secret-pass!',
      }),
    });
    expect(response.status).toBe(200);
    const session: unknown = await response.json();
    const { page } = signedOut;
    await page.evaluate(
      (stored) => localStorage.setItem('signal-studio-auth', stored),
      JSON.stringify(session),
    );
    await page.reload();
    const dashboard = page.getByRole('link', { name: 'Go to Dashboard' });
    await eventually(() => dashboard.isVisible()).toBe(true);
    expect(await dashboard.getAttribute('href')).toBe('/todos');
  });
});

describe('reveal animations', () => {
  it('reveal a section 150 px above the viewport bottom, never what is on screen at load', async () => {
    const { page } = await visit(browser, `${server.url}/`, { reducedMotion: 'no-preference' });
    expect(await page.locator('#hero [data-reveal-state="hidden"]').count()).toBe(0);
    const heading = '#kpis [data-reveal]';
    const state = () => page.locator(heading).first().getAttribute('data-reveal-state');
    await eventually(state).toBe('hidden');
    // Scrolling near loads the section's code (it goes live off screen), still hidden.
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    await scrollElementTo(page, heading, viewportHeight + 300);
    await eventually(() => page.locator('[data-island="kpis"][data-live]').count()).toBe(1);
    await eventually(state).toBe('hidden');
    // A throwaway observer with the same 150 px margin reports once the browser has
    // processed the new position: by then the page's own observer has seen it too.
    const crossesRevealLine = () =>
      page
        .locator(heading)
        .first()
        .evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              const probe = new IntersectionObserver(
                ([entry]) => {
                  probe.disconnect();
                  resolve(entry?.isIntersecting ?? false);
                },
                { rootMargin: '0px 0px -150px 0px' },
              );
              probe.observe(element);
            }),
        );
    await scrollElementTo(page, heading, viewportHeight - 100);
    expect(await crossesRevealLine()).toBe(false);
    // Not revealed yet (an island re-rendering may briefly drop the state attribute).
    expect(await state()).not.toBe('shown');
    await scrollElementTo(page, heading, viewportHeight - 200);
    expect(await crossesRevealLine()).toBe(true);
    await eventually(state).toBe('shown');
  });

  it('never hide anything from visitors who prefer reduced motion', async () => {
    const { page } = await visit(browser, `${server.url}/`, { reducedMotion: 'reduce' });
    await scrollToFraction(page, 0.5);
    await scrollToFraction(page, 1);
    expect(await page.locator('[data-reveal-state]').count()).toBe(0);
  });
});

describe('rhythm on a phone', () => {
  const anchors = ['hero', 'future', 'shift', 'kpis', 'stack', 'resources', 'scorecard']
    .concat(['use-cases', 'core-flow', 'philosophy', 'discovery-call', 'testimonials'])
    .concat(['transmission', 'spark', 'cta', 'demo', 'subscribe', 'signal-scorecard']);

  it('is at most ten screens tall, with the scorecard and the path filter in its first half', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'phone' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(844 * 10);
    for (const id of ['scorecard', 'use-cases']) {
      const bottom = await page
        .locator(`#${id}`)
        .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      expect(bottom, id).toBeLessThan(height / 2);
    }
    for (const id of anchors) expect(await page.locator(`#${id}`).count(), id).toBe(1);
  });

  it('shows short sections on a phone, folds at most two, and a #hash opens its fold', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'phone' });
    // Edited down rather than folded away: the principles are there without a tap.
    const principles = page.getByText('Clarity before code', { exact: false }).first();
    expect(await principles.isVisible()).toBe(true);
    expect(await page.locator('main details').count()).toBeLessThanOrEqual(2);
    expect(await page.locator('summary', { hasText: 'the three principles' }).count()).toBe(0);

    await page.getByRole('link', { name: 'See the Demo' }).click();
    await eventually(() => page.locator('#demo').isVisible()).toBe(true);
    await eventually(() => topOf(page, '#demo')).toBeLessThan(844);
  });

  it('shows every fold open from 768 px, without summaries', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'tablet' });
    expect(await page.locator('#demo').isVisible()).toBe(true);
    expect(
      await page.locator('summary', { hasText: 'the funnel and the CORE page' }).isVisible(),
    ).toBe(false);
  });
});
