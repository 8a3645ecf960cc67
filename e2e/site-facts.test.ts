import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../src/shared/schemas/catalogue.ts';
import { factProblems, mainText, pricesAndDates } from '../src/shared/marketing/site-facts.ts';
import { prerenderedPaths } from '../src/shared/site-paths.ts';
import { launchBrowser } from './support/browser.ts';
import { startServerWithAdmins } from './support/confirmed-admins.ts';
import { adminToken, fetchRawPage } from './support/raw-html.ts';
import { specSeasonEnv } from './support/spec-season.ts';
import type { RunningServer } from './support/server.ts';
import { visit } from './support/visit.ts';

/**
 * The public site's facts agree with the catalogue (issue 27): no page's served HTML
 * names a price, SPARK length or step count the catalogue does not have, and the pages
 * that show prices and dates say the same before and after hydration, at 390, 768 and
 * 1280 px. A price the studio changes in admin reaches the served HTML within five
 * seconds. In the spec's season (events on sale), where the most prices are shown.
 */
const adminEmail = 'facts-admin@example.com';
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({ env: specSeasonEnv, admins: [adminEmail] }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** The main text of the served page, judged by the prices it was rendered with. */
async function served(path: string) {
  const { html, state } = await fetchRawPage(`${server.url}${path}`);
  return { text: mainText(html), dollars: state?.catalogue.dollars };
}

describe('every public page, as served', () => {
  it('names only catalogue prices, a 90-minute SPARK and the seven steps', async () => {
    const problems = await Promise.all(
      prerenderedPaths.map(async (path) => {
        const { text, dollars } = await served(path);
        return factProblems(text, dollars).map((problem) => ({ path, ...problem }));
      }),
    );
    expect(problems.flat()).toEqual([]);
  });
});

/** Pages whose prices or dates depend on the catalogue, the settings or the clock. */
const pagesWithFacts = [
  '/products',
  '/static',
  '/mirror',
  '/brandfuel',
  '/bonnie',
  '/bizbuiltnow',
  '/muse',
  '/makeros',
  '/spark-summit',
  '/webinar-series',
];

/** Narrowest last: one page load per path, resized, instead of a load per width. */
const widths = [1280, 768, 390] as const;

describe('hydrated, at 1280, 768 and 390 px', () => {
  it.each(pagesWithFacts)('%s shows the prices and dates it was served with', async (path) => {
    const { text, dollars } = await served(path);
    const servedFacts = pricesAndDates(text);
    const { page, problems } = await visit(browser, `${server.url}${path}`);
    // The hydrated document reads the same way as the served one (width-independent).
    const hydratedText = mainText(await page.content());
    expect(pricesAndDates(hydratedText)).toEqual(servedFacts);
    expect(factProblems(hydratedText, dollars)).toEqual([]);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: a media query's change has re-rendered and been laid out.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // What a visitor sees at this width: nothing the served page did not name.
      const visible = await page.locator('main').innerText();
      expect(factProblems(visible, dollars), `${width}px`).toEqual([]);
      for (const fact of pricesAndDates(visible)) expect(servedFacts, `${width}px`).toContain(fact);
    }
    expect(await problems.list()).toEqual([]);
  });
});

describe('a price changed in admin', () => {
  it('reaches the served HTML within five seconds and the hydrated page agrees', async () => {
    const headers = {
      authorization: `Bearer ${await adminToken(server.url, adminEmail)}`,
      'content-type': 'application/json',
    };
    const list = (await (
      await fetch(`${server.url}/api/admin/catalogue`, { headers })
    ).json()) as CatalogueList;
    const spark = list.items.find((item) => item.key === 'spark')!;
    const { revision, name, description, duration, included, ladderProducts, sale } = spark;
    const saved = await fetch(`${server.url}/api/admin/catalogue/spark`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ...{ revision, name, description, duration, included, ladderProducts, sale },
        amount: spark.amount + 25_000,
      }),
    });
    expect(saved.status).toBe(200);
    const newPrice = `$${((spark.amount + 25_000) / 100).toLocaleString('en-US')}`;

    const started = performance.now();
    let page = await served('/products');
    while (!page.text.includes(`SPARK Session ${newPrice}`) && !page.text.includes(newPrice)) {
      expect(
        performance.now() - started,
        'the served /products still names the old price',
      ).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await served('/products');
    }
    expect(page.dollars?.spark).toBe((spark.amount + 25_000) / 100);
    expect(factProblems(page.text, page.dollars)).toEqual([]);
    const home = await served('/');
    expect(home.text).toContain(newPrice);

    const { page: hydrated } = await visit(browser, `${server.url}/products`, {
      viewport: 'phone',
    });
    const hydratedText = mainText(await hydrated.content());
    expect(pricesAndDates(hydratedText)).toEqual(pricesAndDates(page.text));
  });
});
