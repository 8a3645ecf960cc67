import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEmails, externalLinks, mailto } from '../../src/shared/external-links.ts';
import { bookingPaths } from '../../src/shared/booking/booking-paths.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated, waitForHydration } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { visit } from '../support/visit.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: specSeasonEnv }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const topBarItems = [
  ['Signal Stack', '/#stack'],
  ['Scorecard', '/#scorecard'],
  ['Resources', '/#resources'],
  ['Products', '/products'],
  ['Work', '/work'],
  ['Mirror', '/mirror'],
  ['Sign In', '/login'],
  ['Sign Up', '/register'],
  ['Book a call', bookingPaths.discoveryCall],
] as const;

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Client-side navigation, as a <Link> does it (no page load, no native anchor jump). */
const navigateInApp = (page: Page, to: string) =>
  page.evaluate((target) => {
    const router = (window as { __reactRouterDataRouter?: { navigate(to: string): unknown } })
      .__reactRouterDataRouter;
    if (!router) throw new Error('the router is not running');
    return void router.navigate(target);
  }, to);

describe('top bar', () => {
  it('shows the logo and every item at desktop width', async () => {
    const { page, problems } = await visit(browser, `${server.url}/contact`);
    const topBar = page.getByRole('banner');
    const logo = topBar.getByRole('link', { name: 'Signal Studio home' });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.locator('img').isVisible()).toBe(true);
    for (const [label, href] of topBarItems) {
      const link = topBar.getByRole('link', { name: label, exact: true });
      expect(await link.isVisible(), label).toBe(true);
      expect(await link.getAttribute('href'), label).toBe(href);
    }
    expect(await topBar.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await problems.list()).toEqual([]);
  });

  it('folds into a toggle menu on a phone; choosing an item closes it', async () => {
    const { page, problems } = await visit(browser, `${server.url}/checkout/cancel`, {
      viewport: 'phone',
    });
    const topBar = page.getByRole('banner');
    expect(await topBar.getByRole('link', { name: 'Products' }).isVisible()).toBe(false);
    const toggle = topBar.getByRole('button', { name: 'Open menu' });
    await toggle.click();

    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await topBar.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    for (const [label, href] of [...topBarItems, ['Contact', '/contact'] as const]) {
      const link = menu.getByRole('link', { name: label, exact: true });
      expect(await link.isVisible(), label).toBe(true);
      expect(await link.getAttribute('href'), label).toBe(href);
    }

    // The toggle closes it again, and an item closes it on the way to its page.
    await topBar.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.count()).toBe(0);
    await topBar.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect.poll(() => pathname(page)).not.toBe('/checkout/cancel');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await problems.list()).toEqual([]);
  });
});

describe('webinar banner', () => {
  it('promotes Smarter in 30 and stays closed after a reload once closed', async () => {
    const { page } = await visit(browser, `${server.url}/contact`);
    const banner = page.getByRole('complementary', { name: 'Webinar promotion' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Smarter in 30');
    const register = banner.getByRole('link', { name: 'Register Now' });
    expect(await register.getAttribute('href')).toBe('/webinar-series');

    await banner.getByRole('button', { name: 'Dismiss webinar banner' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    expect(await banner.count()).toBe(0);
    await gotoHydrated(page, `${server.url}/checkout/cancel`);
    expect(await banner.count()).toBe(0);
  });
});

describe('routing', () => {
  // The 404 notice and status: site-frame.test.ts.
  it.each(['/no-such-page', '/v2', '/products/unknown/deep'])(
    '%s lands on the home page',
    async (path) => {
      const { page, problems } = await visit(browser, `${server.url}${path}`, {
        // The server answers an unknown path's document with 404 (the home page saying so).
        expectedConsoleErrors: [/status of 404/],
      });
      await expect.poll(() => pathname(page)).toBe('/');
      expect(await problems.list()).toEqual([]);
    },
  );

  it('smooth-scrolls to the element a hash names, clear of the top bar', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, {
      viewport: 'phone',
      reducedMotion: 'no-preference',
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await navigateInApp(page, '/contact#footer-manifesto');

    // Sample the scroll position every frame until it settles: a smooth scroll passes
    // through positions between the start and the end, a jump does not.
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen = [window.scrollY];
          let still = 0;
          const sample = () => {
            const y = window.scrollY;
            still = y === seen.at(-1) ? still + 1 : 0;
            seen.push(y);
            if (still > 20 || seen.length > 600) resolve([...new Set(seen)]);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(positions.length).toBeGreaterThan(2);

    const { top, headerBottom } = await page.evaluate(() => ({
      top: document.getElementById('footer-manifesto')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(200);

    // A new path starts at the top again.
    await navigateInApp(page, '/checkout/cancel');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('browser extras', () => {
  it('registers the service worker at page load', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, { serviceWorkers: 'allow' });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
          return worker ? new URL(worker.scriptURL).pathname : null;
        }),
      )
      .toBe('/service-worker.js');
  });

  it('shows a cursor dot that follows a fine pointer at desktop', async () => {
    const { page } = await visit(browser, `${server.url}/contact`, {
      reducedMotion: 'no-preference',
    });
    const dot = page.getByTestId('cursor-dot');
    await expect.poll(() => dot.count()).toBe(1);
    await page.mouse.move(300, 200);
    await expect
      .poll(() => dot.evaluate((element) => element.style.transform))
      .toBe('translate3d(296px, 196px, 0px)');
  });

  it.each([
    ['a phone (touch)', { viewport: 'phone', reducedMotion: 'no-preference' }],
    ['reduced motion', { viewport: 'desktop', reducedMotion: 'reduce' }],
  ] as const)('has no cursor dot with %s', async (_case, options) => {
    const { page } = await visit(browser, `${server.url}/contact`, options);
    expect(await page.getByTestId('cursor-dot').count()).toBe(0);
  });
});

describe('pages load cleanly', () => {
  it.each([
    ['/', 'desktop'],
    ['/', 'phone'],
    ['/contact', 'desktop'],
    ['/contact', 'phone'],
    ['/checkout/cancel', 'desktop'],
    ['/checkout/cancel', 'phone'],
  ] as const)('%s at %s: no console errors, no CSP violations', async (path, viewport) => {
    const { page, problems } = await visit(browser, `${server.url}${path}`, { viewport });
    // Scrolling to the end loads what is lazy (images, sections below the fold).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await problems.list()).toEqual([]);
  });
});

describe('checkout cancel page', () => {
  // The footer is read on the same load: it is the site's footer, on this page as on any.
  it('says the payment was cancelled, offers help and the two ways on, above the site footer and its links', async () => {
    const { page } = await visit(browser, `${server.url}/checkout/cancel`);
    // The footer: the location, the year, the discovery call, the social and legal links.
    const footer = page.getByRole('contentinfo');
    const text = await footer.textContent();
    expect(text).toContain('Des Moines, IA');
    expect(text).toContain(`© ${new Date().getFullYear()} Signal Studio`);

    const hrefOf = (name: string) =>
      footer.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await hrefOf('Book a free 30-minute discovery call')).toBe(bookingPaths.discoveryCall);
    expect(await hrefOf('LinkedIn')).toBe(externalLinks.social.linkedin);
    expect(await hrefOf('Instagram')).toBe(externalLinks.social.instagram);
    expect(await hrefOf('YouTube')).toBe(externalLinks.social.youtube);
    expect(await hrefOf('X')).toBe(externalLinks.social.x);
    expect(await hrefOf('Philosophy')).toBe('/#philosophy');
    expect(await hrefOf('The Signal Stack')).toBe('/#stack');
    expect(await hrefOf('Testimonials')).toBe('/#testimonials');
    expect(await hrefOf('Email us')).toBe(mailto(contactEmails.hello));
    expect(await hrefOf('Contact')).toBe('/contact');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).count()).toBe(1);

    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Payment cancelled');
    expect(await main.textContent()).toContain('No charges were made');
    const help = main.getByRole('region', { name: 'Need help deciding?' });
    expect(await help.textContent()).toContain(contactEmails.support);
    expect(await main.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/products',
    );

    await main.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
  });
});
