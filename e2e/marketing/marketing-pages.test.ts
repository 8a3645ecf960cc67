import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, resizeTo, saveScreenshot, viewports } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { eventually } from '../support/marketing-helpers.ts';
import { visit } from '../support/visit.ts';
import { expectPhoneLengthWithinGoal } from '../support/phone-length.ts';
import { shareImagePath } from '../../src/shared/share-image.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
/** PUBLIC_URL is unset, so the server's default public address names the pages. */
const publicOrigin = () => `http://localhost:${server.port}`;

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** Each public page of issue 7, its heading, and text its pre-rendered HTML must hold. */
const pages = [
  {
    path: '/',
    name: 'home',
    heading: /Find your signal/,
    content: [
      'START WITH SPARK',
      'What we build',
      'Strategy',
      'Outcome',
      'THE MUSE',
      'The Transmission',
      'businesses a year',
      'How strong is your signal?',
      'Signal System Guide',
      'Brand Clarity Consultation',
      'Free 30-minute discovery call',
    ],
  },
  {
    path: '/interactive',
    name: 'interactive',
    heading: /Find your signal/,
    content: ['START WITH SPARK'],
  },
  {
    path: '/static',
    name: 'static',
    heading: /Clarity first/,
    content: ['Book SPARK', 'Explore The Stack', 'Pick your entry point', 'What you get'],
  },
  {
    path: '/products',
    name: 'products',
    heading: /Seven steps/,
    content: [
      'All Products',
      '$4,500',
      'Most Popular',
      'per month',
      'per quarter',
      'Complete Signal Stack',
      '$25,000',
    ],
  },
  {
    path: '/signal-strength',
    name: 'signal-strength',
    heading: /hear you/,
    content: ['Question 1 of 5', '0-25', '76-100', 'Category-Defining Signal', 'about 2 minutes'],
  },
  {
    path: '/transmission',
    name: 'transmission',
    heading: /The Transmission/,
    content: ['Subscribe Now', 'Recent transmissions', 'Your Voice Is the Moat', '2 min read'],
  },
  {
    path: '/work',
    name: 'work',
    heading: /What we made/,
    content: [
      'Harbour & Rye',
      'Northlight Realty',
      'A fictional example, drawn to show how we work',
    ],
  },
  {
    // A case study: rendered by the server from the database, like an article.
    path: '/work/harbour-and-rye',
    name: 'work-case',
    heading: /Harbour & Rye/,
    content: ['The problem', 'What we made', '3.2×', 'Mara Quist', 'A fictional example'],
  },
  {
    path: '/privacy',
    name: 'privacy',
    heading: /Privacy policy/,
    // The default text says what this software stores: accounts, orders, leads, hashes.
    content: ['password hash', 'Orders and subscriptions', 'no cookie', 'Download my data'],
  },
  {
    path: '/terms',
    name: 'terms',
    heading: /Terms of service/,
    content: ['Prices are in US dollars', 'Privacy Policy'],
  },
] as const;

const readable = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('pre-rendered HTML (JavaScript off)', () => {
  it.each(pages)(
    '$path carries its content, title, description, canonical and Open Graph',
    async ({ path, content }) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = readable(await response.text());
      for (const text of content) expect(html).toContain(text);
      expect(html).toMatch(/<title>[^<]*Signal Studio[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      // /interactive is a copy of the home page: it names the home page as canonical.
      const canonicalPath = path === '/interactive' ? '/' : path;
      expect(html).toContain(`<link rel="canonical" href="${publicOrigin()}${canonicalPath}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="${publicOrigin()}${canonicalPath}"`);
      // Suspense content must sit in place, not in hidden templates swapped in by a script.
      expect(html).not.toMatch(/<div hidden id="S:/);
    },
  );

  it('gives every page its own title and description', async () => {
    const heads = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await fetch(`${server.url}${path}`)).text();
        return `${html.match(/<title>([^<]*)<\/title>/)?.[1]}|${html.match(/name="description" content="([^"]*)"/)?.[1]}`;
      }),
    );
    expect(new Set(heads).size).toBe(pages.length);
  });

  it.each(pages)('$path has its own 1200×630 share picture, served', async ({ path }) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    // /interactive is shared as the home page it duplicates (its canonical is /).
    // A case without pictures shares /work's picture, as an article without a cover does.
    const sharedPath = path === '/interactive' ? '/' : path.startsWith('/work/') ? '/work' : path;
    expect(image).toBe(`${publicOrigin()}${shareImagePath(sharedPath)}`);
    const picture = await fetch(`${server.url}${new URL(image!).pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await picture.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('serves the site-wide share picture, the icons and a manifest that names them', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      icons: { src: string }[];
    };
    const icons = manifest.icons.map((icon) => icon.src);
    expect(icons).toEqual(expect.arrayContaining(['/icon-192.png', '/icon-512.png']));
    for (const file of ['/og-image.png', '/apple-touch-icon.png', '/favicon-32.png', ...icons]) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(200);
    }
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
  });

  it('shows the home page sections in order with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const ids = await page
      .locator('main > section[id], main > [data-island] > section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    // The two tools first (issue 17: in the first half of a phone's scroll).
    expect(ids).toEqual([
      'hero',
      'scorecard',
      'use-cases',
      'future',
      'shift',
      'kpis',
      'stack',
      'transmission',
      'core-flow',
      'philosophy',
      'testimonials',
      'cta',
      'resources',
      'spark',
      'discovery-call',
    ]);
    await eventually(() => page.getByText('Free 30-minute discovery call').isVisible()).toBe(true);
    await context.close();
  });

  it('lists the public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const { path } of pages.filter((page) => page.path !== '/interactive'))
      expect(sitemap).toContain(`<loc>${publicOrigin()}${path}</loc>`);
    expect(sitemap).not.toContain('/checkout/');
    for (const unlisted of ['/forgot-password', '/bonnie', '/interactive'])
      expect(sitemap).not.toContain(`${publicOrigin()}${unlisted}<`);
    expect(sitemap).not.toContain('signal.studio');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${publicOrigin()}/sitemap.xml`);
    expect(robots).toMatch(/Allow: \/\n/);
  });
});

/** The head's canonical links and og:url metas, as the hydrated document has them. */
function headAddresses(page: Page): Promise<{ canonical: string[]; ogUrl: string[] }> {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
  }));
}

/** Nothing may stick out sideways: a horizontal scrollbar on a phone is a layout bug. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe.each(['desktop', 'phone'] as const)('at %s width', (viewport) => {
  it.each(pages)('$path renders cleanly', async ({ path, name, heading }) => {
    const { page, problems } = await visit(browser, `${server.url}${path}`, { viewport });
    await eventually(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(
      true,
    );
    await expectNoSeriousAccessibilityViolations(page);
    await expectNoSidewaysScroll(page, viewports[viewport].width);
    if (viewport === 'phone') await expectPhoneLengthWithinGoal(page, path);
    await saveScreenshot(page, `marketing-${name}-${viewports[viewport].width}`);
    if (viewport === 'desktop') {
      // After hydration the head keeps one canonical link and og:url, on the address the
      // server named (read on this load rather than on a page loaded for it alone).
      const canonicalUrl = `${publicOrigin()}${path === '/interactive' ? '/' : path}`;
      expect(await headAddresses(page)).toEqual({
        canonical: [canonicalUrl],
        ogUrl: [canonicalUrl],
      });
      // The tablet width is the desktop browser narrowed (not a touch device): the same
      // page, resized, lays out as a page opened at 768 px, without a second load.
      await resizeTo(page, viewports.tablet);
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: heading }).isVisible(),
      ).toBe(true);
      await expectNoSidewaysScroll(page, viewports.tablet.width);
      await saveScreenshot(page, `marketing-${name}-${viewports.tablet.width}`);
    }
    expect(await problems.list()).toEqual([]);
  });
});
