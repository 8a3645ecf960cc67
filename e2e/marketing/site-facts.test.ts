import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../src/shared/schemas/billing.ts';
import type { CatalogueList } from '../../src/shared/schemas/catalogue.ts';
import { factProblems, mainText, pricesAndDates } from '../../src/shared/marketing/site-facts.ts';
import { prerenderedPaths } from '../../src/shared/site-paths.ts';
import { productsInHtml } from '../../src/server/testing/product-structured-data-check.ts';
import { signInWithForm } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServerWithAdmins } from '../support/confirmed-admins.ts';
import { adminToken, fetchRawPage } from '../support/raw-html.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import type { RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * The public site's facts agree with the catalogue (issue 27): no page's served HTML
 * names a price, SPARK length or step count the catalogue does not have, and the pages
 * that show prices and dates say the same before and after hydration, at 390, 768 and
 * 1280 px. A price the studio changes in admin reaches the served HTML within five
 * seconds; so does a product's new name, in the head, the heading and the share picture.
 * In the spec's season (events on sale), where the most prices are shown.
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

type StoredItem = CatalogueList['items'][number];

/**
 * Saves catalogue item `key` through the admin API as it is stored now with `change`
 * applied, and answers the item as it was before.
 */
async function editStoredItem(
  key: string,
  change: (item: StoredItem) => Partial<StoredItem>,
): Promise<StoredItem> {
  const headers = {
    authorization: `Bearer ${await adminToken(server.url, adminEmail)}`,
    'content-type': 'application/json',
  };
  const list = (await (
    await fetch(`${server.url}/api/admin/catalogue`, { headers })
  ).json()) as CatalogueList;
  const item = list.items.find((stored) => stored.key === key)!;
  const { revision, name, description, amount, duration, included, ladderProducts, sale } = item;
  const saved = await fetch(`${server.url}/api/admin/catalogue/${key}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      ...{ revision, name, description, amount, duration, included, ladderProducts, sale },
      ...change(item),
    }),
  });
  expect(saved.status).toBe(200);
  return item;
}

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

  it('describes the products each offer page sells as schema.org Products at their prices now', async () => {
    const offerPages = ['/products', '/mirror', '/brandfuel', '/bizbuiltnow', '/muse'];
    for (const path of offerPages) {
      const { html, state } = await fetchRawPage(`${server.url}${path}`);
      // productsInHtml refuses a Product without a name or an Offer without a price.
      const products = productsInHtml(html);
      expect(products.length, `${path} has product structured data`).toBeGreaterThan(0);
      for (const product of products) {
        const dollars =
          state?.catalogue.dollars[product.sku as keyof typeof state.catalogue.dollars];
        expect(Number(product.offers.price), `${path} ${product.sku}`).toBe(dollars);
      }
    }
    // A page with no buy button claims no product.
    expect(productsInHtml((await fetchRawPage(`${server.url}/journey`)).html)).toEqual([]);
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
    const spark = await editStoredItem('spark', (item) => ({ amount: item.amount + 25_000 }));
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
    // The structured data is rendered with the same state: the new price, no older one.
    const sparkData = productsInHtml((await fetchRawPage(`${server.url}/products`)).html).find(
      (product) => product.sku === 'spark',
    );
    expect(sparkData?.offers.price).toBe(String((spark.amount + 25_000) / 100));
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

describe('the admin catalogue editor', () => {
  /** What the admin's orders list says the guest paying as `email` paid for a completed order. */
  async function paidAmount(email: string): Promise<number | undefined> {
    const headers = { authorization: `Bearer ${await adminToken(server.url, adminEmail)}` };
    const { orders } = (await (
      await fetch(`${server.url}/api/admin/orders`, { headers })
    ).json()) as AdminOrderList;
    return orders.find((order) => order.email === email && order.status === 'completed')
      ?.amountTotal;
  }

  it('a new price and name reach the raw HTML within five seconds; checkout charges it; an earlier order keeps its price', async () => {
    // A buyer without JavaScript, on /products before the change: the buy form carries
    // the price the card shows.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const buyer = await noScript.newPage();
    try {
      await buyer.goto(`${server.url}/products#core`);
      expect(await buyer.locator('article#core').textContent()).toContain('$8,500');
      expect(
        await buyer
          .locator('form:has(button[data-product="core"]) [name="expected_amount"]')
          .inputValue(),
      ).toBe('850000');
      // An order placed before the change, at $8,500.
      const earlier = await noScript.newPage();
      await earlier.goto(`${server.url}/products#core`);
      await earlier.locator('button[data-product="core"]').click();
      await earlier.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
      await earlier.getByLabel('Email').fill('early-buyer@example.com');
      await earlier.getByLabel('Card number').fill('4242 4242 4242 4242');
      await earlier.getByRole('button', { name: 'Pay $8,500' }).click();
      await earlier.waitForURL(/\/checkout\/success/);

      // The admin edits CORE in the catalogue editor: cents, and a new name.
      const { page: admin } = await visit(browser, `${server.url}/login`);
      await signInWithForm(admin, { email: adminEmail, landing: '/admin' });
      await admin.goto(`${server.url}/admin/catalogue`);
      await admin.getByRole('button', { name: 'Edit CORE™ Platform' }).click();
      const editor = admin.getByRole('form', { name: 'Edit CORE™ Platform' });
      // Bad input first: refused with a clear error, nothing saved.
      await editor.getByLabel('Price (US dollars)').fill('-8500');
      await editor.getByRole('button', { name: 'Save CORE™ Platform' }).click();
      expect(await editor.getByRole('alert').textContent()).toMatch(
        /^Price: .+Nothing was saved\.$/,
      );
      await editor.getByLabel('Name').fill('CORE™ Website Platform');
      await editor.getByLabel('Price (US dollars)').fill('8,750.50');
      const changed = performance.now();
      await editor.getByRole('button', { name: 'Save CORE™ Platform' }).click();
      await admin.getByText('CORE™ Website Platform saved').first().waitFor();

      // Within five seconds, the served /products names the new price and name.
      let served = await fetchRawPage(`${server.url}/products`);
      while (!mainText(served.html).includes('$8,750.50')) {
        expect(performance.now() - changed, 'served /products kept $8,500').toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
        served = await fetchRawPage(`${server.url}/products`);
      }
      const card = /<article[^>]*id="core"[\s\S]*?<\/article>/.exec(served.html)?.[0] ?? '';
      expect(mainText(`<main>${card}</main>`)).toMatch(/CORE™ Website Platform .*\$8,750\.50/);

      // The page rendered before the change posts $8,500: told, not charged.
      await buyer.locator('button[data-product="core"]').click();
      await buyer.getByRole('heading', { name: 'The price has changed' }).waitFor();
      expect(await buyer.locator('body').textContent()).toContain('is now $8,750.50');

      // Loaded again, it sells at the new price.
      await buyer.goto(`${server.url}/products#core`);
      await buyer.locator('button[data-product="core"]').click();
      await buyer.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
      // The hosted (local) checkout names the item as the studio renamed it.
      expect(await buyer.locator('h1').textContent()).toBe('CORE™ Website Platform');
      await buyer.getByLabel('Email').fill('later-buyer@example.com');
      await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
      await buyer.getByRole('button', { name: 'Pay $8,750.50' }).click();
      await buyer.waitForURL(/\/checkout\/success/);

      await expect.poll(() => paidAmount('later-buyer@example.com')).toBe(875_050);
      expect(await paidAmount('early-buyer@example.com')).toBe(850_000);
    } finally {
      await noScript.close();
    }
  });
});

describe('a product renamed in admin', () => {
  /** The served page's head tag content, and its main heading's text. */
  const headOf = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    ogDescription: /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1],
    ogImage: /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1],
    heading: (/<h1[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '').replace(/<[^>]*>/g, ''),
  });
  const picture = async (url: string) => {
    const response = await fetch(new URL(new URL(url).pathname + new URL(url).search, server.url));
    expect(response.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await response.arrayBuffer());
  };

  it('is renamed in the served title, meta, heading and share picture within five seconds, and after hydration', async () => {
    const before = headOf((await fetchRawPage(`${server.url}/muse`)).html);
    expect(before.title).toBe('THE MUSE: a private circle for founders | Signal Studio');
    const builtPicture = await picture(before.ogImage!);

    await editStoredItem('muse', () => ({
      name: 'The Inner Circle',
      description: 'Twelve founders a quarter, building together with the studio.',
    }));

    const changed = performance.now();
    let head = headOf((await fetchRawPage(`${server.url}/muse`)).html);
    while (head.title === before.title) {
      expect(performance.now() - changed, 'the served /muse kept THE MUSE').toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      head = headOf((await fetchRawPage(`${server.url}/muse`)).html);
    }
    const title = 'The Inner Circle: a private circle for founders | Signal Studio';
    const description = 'Twelve founders a quarter, building together with the studio.';
    expect(head).toMatchObject({ title, ogTitle: title, description, ogDescription: description });
    expect(head.heading).toMatch(/^The Inner Circle/);
    expect(head.ogImage).toMatch(/\/og\/muse\.png\?v=\d+$/);
    // The share picture is drawn again from the new title, once.
    const drawn = await picture(head.ogImage!);
    expect(drawn.equals(builtPicture)).toBe(false);
    expect((await picture(head.ogImage!)).equals(drawn)).toBe(true);
    // /products' description names every product of the stack, the circle as renamed.
    const products = headOf((await fetchRawPage(`${server.url}/products`)).html);
    expect(products.ogDescription).toContain('and The Inner Circle: prices');

    // Hydrated, the head and heading say the same; React keeps one title.
    const { page, problems } = await visit(browser, `${server.url}/muse`);
    expect(await page.title()).toBe(title);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      head.ogImage,
    );
    expect(await page.locator('h1').innerText()).toMatch(/^The Inner Circle/);
    expect(await problems.list()).toEqual([]);
  });
});
