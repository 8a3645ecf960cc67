import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, resizeTo, saveScreenshot, viewports } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { visit } from '../support/visit.ts';
import { expectPhoneLengthWithinGoal } from '../support/phone-length.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: specSeasonEnv }), launchBrowser()]);
});
/** PUBLIC_URL is unset, so the server's default public address names the pages. */
const publicOrigin = () => `http://localhost:${server.port}`;

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** Visible content (not decoration) whose box ends beyond the window's right edge. */
function elementsPastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      // The box first: it rules out almost every element, and the ancestor walk below
      // would otherwise read the computed style of every ancestor of every element.
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > document.documentElement.clientWidth + 1;
      })
      .filter((element) => !element.closest('[aria-hidden="true"], .sr-only, svg'))
      // A sideways-scrolling rail holds its later cards past the edge on purpose: they
      // scroll into view (and it takes keyboard focus), unlike content that is cut off.
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (/^(auto|scroll)$/.test(getComputedStyle(parent).overflowX)) return false;
        }
        return true;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  );
}

/** Each page, its heading, and words the pre-rendered HTML must hold with JavaScript off. */
const pages = [
  {
    path: '/webinar-series',
    heading: /Smarter in 30/,
    content: [
      'Automate Your Inbox with AI',
      'SOP from a Loom',
      'Reserve My Spot',
      'Who this is for',
    ],
  },
  {
    path: '/spark-summit',
    heading: /Spark Summit/,
    content: [
      "AI for the Business You're Building",
      'West 48',
      'Thursday, June 5, 2025',
      'Signal Log',
    ],
  },
  {
    path: '/muse',
    heading: /THE MUSE/,
    content: ['Apply for Membership', 'Q1 2027', '$4,000', 'J.M.'],
  },
  {
    path: '/mirror',
    heading: /sounds like you/,
    content: ['$3,500', '$9,500', '$30,000', '90-minute SPARK'],
  },
  {
    path: '/journey',
    heading: /From stuck to/,
    content: ['Stage 1', 'Week 5', 'Month 6', 'Start with SPARK'],
  },
  {
    path: '/bizbuiltnow',
    heading: /built and launched/,
    content: ['$4,499', '$4,949', '$1,650', '$997'],
  },
  {
    path: '/brandfuel',
    heading: /in motion/,
    content: ['Kickstart', 'Propel', 'Velocity', '$795', 'See plans'],
  },
  { path: '/hunter', heading: /already knows/, content: ['real estate', 'BrandFuel'] },
  { path: '/bonnie', heading: /for our people/, content: ['25% off', 'BizBuiltNow', 'BrandFuel'] },
  {
    path: '/makeros',
    heading: /Own the system/,
    content: ['$50,000', 'Generic CRM', '40%', 'Book your strategy call'],
  },
] as const;

describe('pre-rendered HTML (JavaScript off)', () => {
  it.each(pages)(
    '$path carries its content, title, description, canonical and Open Graph',
    async ({ path, content }) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      // React separates adjacent text with <!-- --> comments, and a span may keep words on
      // one line; a reader sees neither.
      const html = (await response.text())
        .replaceAll('<!-- -->', '')
        .replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&');
      for (const text of content) expect(html).toContain(text);
      expect(html).toMatch(
        /<title>[^<]+ \| Signal Studio<\/title>|<title>[^<]*Signal Studio[^<]*<\/title>/,
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${publicOrigin()}${path}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="${publicOrigin()}${path}"`);
    },
  );
});

/** Nothing may stick out sideways, nor be cut off at the edge of a bare page. */
async function expectNothingSideways(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await elementsPastTheRightEdge(page)).toEqual([]);
}

describe.each(['desktop', 'phone'] as const)('at %s width', (viewport) => {
  it.each(pages)('$path renders cleanly', async ({ path, heading }) => {
    const { page, problems } = await visit(browser, `${server.url}${path}`, { viewport });
    const headingShows = () => page.getByRole('heading', { level: 1, name: heading }).isVisible();
    await expect.poll(headingShows).toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await expectNothingSideways(page, viewports[viewport].width);
    if (viewport === 'phone') await expectPhoneLengthWithinGoal(page, path);
    await saveScreenshot(page, `offers${path.replaceAll('/', '-')}-${viewports[viewport].width}`);
    if (viewport === 'desktop') {
      // The tablet width is the desktop browser narrowed (not a touch device): the same
      // page, resized, lays out as a page opened at 768 px, without a second load.
      await resizeTo(page, viewports.tablet);
      await expect.poll(headingShows).toBe(true);
      await expectNothingSideways(page, viewports.tablet.width);
      await saveScreenshot(page, `offers${path.replaceAll('/', '-')}-${viewports.tablet.width}`);
    }
    // Console errors include React's hydration mismatches (time-dependent text, say).
    expect(await problems.list()).toEqual([]);
  });
});

describe('/spark-summit on a phone', () => {
  // One load: the agenda is only read, and the ticket rail is scrolled after it.
  it('lists every agenda row open (issue 33: no fold per row), and scrolls the ticket rail by keyboard to every price', async () => {
    const { page } = await visit(browser, `${server.url}/spark-summit`, { viewport: 'phone' });
    // Every agenda row open, with its focus and win.
    const phoneAgenda = page.locator('#agenda ol');
    expect(await phoneAgenda.locator('details').count()).toBe(0);
    expect(await phoneAgenda.locator('li').count()).toBe(10);
    expect(await phoneAgenda.locator('li').first().getByText('Win:').isVisible()).toBe(true);

    // The tickets, as a rail that scrolls sideways.
    const rail = page.getByRole('region', { name: 'Ticket tiers' });
    for (const price of ['$499', '$995', '+$1,500']) {
      expect(await rail.textContent()).toContain(price);
    }
    const scrollLeft = () => rail.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await rail.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });
});
