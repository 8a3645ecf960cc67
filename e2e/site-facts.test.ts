import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factProblems, mainText, pricesAndDates } from '../src/shared/marketing/site-facts.ts';
import { prerenderedPaths } from '../src/shared/site-paths.ts';
import { launchBrowser } from './support/browser.ts';
import { specSeasonEnv } from './support/spec-season.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { visit } from './support/visit.ts';

/**
 * The public site's facts agree with the catalogue (issue 27): no page's served HTML
 * names a price, SPARK length or step count the catalogue does not have, and the pages
 * that show prices and dates say the same before and after hydration. In the spec's
 * season (events on sale), where the most prices are shown.
 */
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

const rawText = async (path: string) =>
  mainText(
    await (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text(),
  );

describe('every public page, as served', () => {
  it('names only catalogue prices, a 90-minute SPARK and the seven steps', async () => {
    const problems = await Promise.all(
      prerenderedPaths.map(async (path) =>
        factProblems(await rawText(path)).map((problem) => ({ path, ...problem })),
      ),
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

describe.each(['desktop', 'phone'] as const)('hydrated at %s width', (viewport) => {
  it.each(pagesWithFacts)('%s shows the prices and dates it was served with', async (path) => {
    const served = pricesAndDates(await rawText(path));
    const { page, problems } = await visit(browser, `${server.url}${path}`, { viewport });
    // The hydrated document read the same way as the served one.
    const hydratedText = mainText(await page.content());
    expect(pricesAndDates(hydratedText)).toEqual(served);
    expect(factProblems(hydratedText)).toEqual([]);
    expect(await problems.list()).toEqual([]);
  });
});
