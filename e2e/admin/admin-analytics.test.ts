import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconPath } from '../../src/shared/analytics-events.ts';
import { catalogue } from '../../src/shared/catalogue.ts';
import type { AnalyticsReport } from '../../src/shared/schemas/analytics.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { launchBrowser, resizeTo, saveViewScreenshot, viewports } from '../support/browser.ts';
import { downloadedText } from '../support/download.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

const password = 'analytics journey passphrase';
const adminEmail = 'owner@studio.dev';
// Headless Chromium names itself in its user agent and would be counted as a bot.
const visitorAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({ admins: [adminEmail], password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function adminToken(): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  return (await response.json()).access_token as string;
}

async function todaysReport(token: string): Promise<AnalyticsReport> {
  const response = await fetch(`${server.url}/api/admin/analytics?period=today`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as AnalyticsReport;
}

/** The admin buys a brand kit through the local provider's checkout page. */
async function buyBrandKit(token: string): Promise<string> {
  const started = await fetch(`${server.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      priceId: 'brandKit',
      mode: 'payment',
      successUrl: `${server.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${server.url}/checkout/cancel`,
    }),
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const paid = await fetch(`${server.url}${new URL(url).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242 4242 4242 4242' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const orders = await fetch(`${server.url}/api/billing/orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [order] = ((await orders.json()) as { orders: { order_id: string }[] }).orders;
  return order!.order_id;
}

/** A visitor's page, with a desktop browser's user agent and optional privacy signals. */
async function visitorPage(options: { globalPrivacyControl?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    userAgent: visitorAgent,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  if (options.globalPrivacyControl) {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    );
  }
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(beaconPath)) beacons.push(request.postData() ?? '');
  });
  return { context, page, beacons };
}

/** Resolves once the browser has run the idle callbacks queued before it. */
const afterIdle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))),
  );

describe('admin analytics', () => {
  it('counts a visitor’s page views with their campaign, and not a visitor who opted out', async () => {
    const optedOut = await visitorPage({ globalPrivacyControl: true });
    await gotoHydrated(optedOut.page, `${server.url}/products`);
    await afterIdle(optedOut.page);
    expect(optedOut.beacons).toEqual([]);
    await optedOut.context.close();

    const visitor = await visitorPage();
    await gotoHydrated(
      visitor.page,
      `${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=fall`,
    );
    await expect.poll(() => visitor.beacons.length).toBe(1);
    await gotoHydrated(visitor.page, `${server.url}/products`);
    await expect.poll(() => visitor.beacons.length).toBe(2);
    // Sent is not received: the visitor stays open until the server has counted both. The
    // page's own request events are no proof of that: under load CI saw only one of the
    // two beacons reported finished, the first having been sent just before navigating.
    const token = await adminToken();
    await expect
      .poll(async () => (await todaysReport(token)).traffic[0]?.pageViews, { timeout: 10_000 })
      .toBe(2);
    // A buy button that opens a checkout (here the guest-or-sign-in choice) counts as
    // "Buy clicked", on every page, not only the offer pages' guest buttons.
    await visitor.page.locator('button[data-product="spark"]').first().click();
    await expect.poll(() => visitor.beacons.length).toBe(3);
    expect(JSON.parse(visitor.beacons[2]!)).toMatchObject({ name: 'buy_clicked' });
    await expect
      .poll(
        async () =>
          (await todaysReport(token)).events.find((event) => event.name === 'buy_clicked')?.events,
        { timeout: 10_000 },
      )
      .toBe(1);
    await visitor.context.close();
    const report = await todaysReport(token);
    expect(report.traffic[0]?.visitors).toBe(1);
    expect(report.topPages.map((page) => page.path).sort()).toEqual(['/', '/products']);
    expect(report.topCampaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'fall', views: 1 },
    ]);
  });

  it('shows a purchase and its partial refund apart: gross, refunds, net', async () => {
    const token = await adminToken();
    const orderId = await buyBrandKit(token);
    const refunded = await fetch(`${server.url}/api/admin/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 10_000 }),
    });
    expect(refunded.status).toBe(200);
    const gross = catalogue.brandKit.amount;
    expect((await todaysReport(token)).revenueByProduct).toEqual([
      {
        product: catalogue.brandKit.name,
        orders: 1,
        gross,
        refunds: 10_000,
        net: gross - 10_000,
        currency: 'usd',
      },
    ]);
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the Analytics section on /admin, readable at ${viewports[viewport].width} px`, async () => {
      const { page, problems } = await visit(browser, `${server.url}/login`, { viewport });
      await signInWithForm(page, { email: adminEmail, landing: '/admin', password });
      // Each admin section has its own address, reached from the section menu.
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Analytics' })
        .click();
      await page.waitForURL(`${server.url}/admin/analytics`);
      const section = page.getByRole('region', { name: 'Analytics' });
      await expect
        .poll(() => section.getByRole('heading', { name: 'Top pages' }).isVisible())
        .toBe(true);
      await section.getByText('Today', { exact: true }).click();
      await expect
        .poll(() => section.getByRole('rowheader', { name: '/products' }).isVisible())
        .toBe(true);
      const chartTable = section.getByRole('table', { name: 'Visitors and page views' });
      expect(await chartTable.count()).toBe(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewports[viewport].width);
      await screenshotFromTop(page, `admin-analytics-${viewport}`);
      await saveViewScreenshot(section, `admin-analytics-section-${viewport}`);
      await saveViewScreenshot(
        section.getByRole('heading', { name: 'Revenue by product' }).locator('xpath=../..'),
        `admin-analytics-revenue-${viewport}`,
      );
      // Gross, refunds and net fit side by side without scrolling the table sideways.
      const revenueTable = section.getByRole('table', { name: 'Revenue by product' });
      expect(
        await revenueTable.evaluate(
          (table) => table.scrollWidth <= table.parentElement!.clientWidth,
        ),
      ).toBe(true);
      if (viewport === 'desktop') {
        await expectNoSeriousAccessibilityViolations(page);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('button', { name: 'CSV of top pages' }).click(),
        ]);
        const csv = await downloadedText(download);
        expect(csv).toMatch(/^\uFEFFPage,Views,Visitors\r\n/);
        expect(csv).toContain('/products,1,1');
        const [revenueDownload] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('button', { name: 'CSV of revenue by product' }).click(),
        ]);
        const revenueCsv = await downloadedText(revenueDownload);
        const gross = catalogue.brandKit.amount / 100;
        expect(revenueCsv).toMatch(
          /^\uFEFFProduct,Orders,Gross \(USD\),Refunds \(USD\),Net \(USD\)\r\n/,
        );
        expect(revenueCsv).toContain(`,1,${gross},100,${gross - 100}`);
      }
      expect(await problems.list()).toEqual([]);
    });
  }

  // After the analytics checks above, which count the first refund only.
  it('refunds the rest of that order from the Orders section, with the amount checked first', async () => {
    const { page, problems } = await visit(browser, `${server.url}/login`, { viewport: 'desktop' });
    await signInWithForm(page, { email: adminEmail, landing: '/admin', password });
    await gotoHydrated(page, `${server.url}/admin/orders`);
    const orders = page.getByRole('region', { name: 'Orders' });
    const row = orders.getByTestId('admin-order').filter({ hasText: catalogue.brandKit.name });
    // Opened by address: the list loads after the page (under load, more than a second).
    await expect
      .poll(() => row.getByText('$100 refunded').isVisible(), { timeout: 10_000 })
      .toBe(true);
    const left = catalogue.brandKit.amount - 10_000;

    await row.getByRole('button', { name: /^Refund order #/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Order' });
    const amount = dialog.getByLabel('Amount (USD)');
    expect(await amount.inputValue()).toBe((left / 100).toFixed(2));
    // A dialog with a form starts in its first field, not on Close.
    await expect
      .poll(() => amount.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await amount.fill(String(left / 100 + 1));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const limit = `Enter an amount from $0.01 to $${(left / 100).toLocaleString('en-US')}`;
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(limit);
    await saveViewScreenshot(dialog, `admin-refund-dialog-desktop`);

    await amount.fill((left / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect
      .poll(() => page.getByText(`Refunded $${(left / 100).toLocaleString('en-US')}`).isVisible())
      .toBe(true);
    await expect.poll(() => row.getByText('Refunded', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /^Refund order #/ }).count()).toBe(0);
    const [product] = (await todaysReport(await adminToken())).revenueByProduct;
    expect(product).toMatchObject({ gross: catalogue.brandKit.amount, net: 0 });

    await saveViewScreenshot(orders, `admin-orders-desktop`);
    await resizeTo(page, viewports.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
    await saveViewScreenshot(orders, `admin-orders-phone`);
    await expectNoSeriousAccessibilityViolations(page);
    await expectTapTargetsOfAtLeast44(page);

    // The buyer (the admin here) sees the refund in their own order history, on a phone.
    await page
      .getByRole('navigation', { name: 'Your workspace' })
      .getByRole('link', { name: 'Account' })
      .click();
    const history = page.getByRole('region', { name: 'Order History' });
    await expect
      .poll(() =>
        history.getByText(/^Refunded in full on .+: \$[\d,]+ back to your card\.$/).isVisible(),
      )
      .toBe(true);
    expect(await history.getByText('Refunded', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await expectTapTargetsOfAtLeast44(page);
    expect(await problems.list()).toEqual([]);
  });
});
