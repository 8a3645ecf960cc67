import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { visit } from '../support/visit.ts';

/**
 * The anonymous checkout client against a stubbed function: the real function and the
 * local payment provider belong to the billing work. These tests pin the request the
 * buttons send and what they do with every kind of answer.
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

const functionPattern = '**/functions/v1/anonymous-checkout';

/** Answers the function with `answer` and keeps every request it received. */
async function stubCheckout(
  page: Page,
  answer: (route: Route) => Promise<void>,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.unroute(functionPattern);
  await page.route(functionPattern, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('anonymous checkout on /bizbuiltnow', () => {
  it('sends the product, mode, return addresses and public credential, then redirects', async () => {
    const { page } = await visit(browser, `${server.url}/bizbuiltnow`);
    const successUrl = `${server.url}/checkout/success?session_id=cs_test_local_1`;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await stubCheckout(page, async (route) => {
      await held;
      await json(200, { url: successUrl, sessionId: 'cs_test_local_1' })(route);
    });
    // By product, not by name: the name changes while the button is busy.
    const product = page.locator('button[data-product="bizBuiltNowPackage"]').first();
    expect(await product.textContent()).toBe('Launch My Business');
    await product.click();
    // Signed out: the visitor chooses the guest checkout first.
    // Located by its place, not its name: the name changes while it is busy.
    const button = page.getByRole('dialog').getByRole('button').nth(1);
    expect(await button.textContent()).toBe('Continue as guest');
    await button.click();
    await expect.poll(() => requests.length).toBe(1);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.textContent()).toBe('Opening checkout...');
    // A second press while busy starts nothing (Playwright itself refuses to click an
    // aria-disabled button, so the event is sent directly).
    await button.dispatchEvent('click');
    const navigation = page.waitForURL(successUrl, { waitUntil: 'commit' });
    release();
    await navigation;

    const [request] = requests;
    expect(requests).toHaveLength(1);
    expect(request?.method()).toBe('POST');
    expect(request?.headers().authorization).toBe('Bearer anon');
    expect(request?.postDataJSON()).toEqual({
      price_id: 'bizBuiltNowPackage',
      mode: 'payment',
      // The price the page showed: a changed price is announced, not charged (issue 27).
      expected_amount: 449900,
      success_url: `${server.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/checkout/cancel`,
    });
  });

  // Which message each kind of answer gets (price_id, Authorization, a failed status, an
  // empty answer, no address) is readCheckoutReply's, proved case by case in
  // src/shared/offers/anonymous-checkout.test.ts. Here, once per path through the button:
  // an answer it reads, and a request that fails before any answer.
  it.each([
    [
      'an error answer',
      json(400, { error: 'Checkout is paused for maintenance' }),
      'Checkout is paused for maintenance',
    ],
    [
      'a request that never arrives',
      (route: Route) => route.abort('failed'),
      messages.checkout.network,
    ],
  ])('shows the message for %s and re-enables the button', async (_case, answer, message) => {
    const { page } = await visit(browser, `${server.url}/bizbuiltnow`);
    await stubCheckout(page, answer);
    await page.locator('button[data-product="bizBuiltNowPlan"]').first().click();
    const button = page.getByRole('dialog').getByRole('button').nth(1);
    await button.click();
    await expect.poll(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
    expect(await button.textContent()).toBe('Continue as guest');
    expect(new URL(page.url()).pathname).toBe('/bizbuiltnow');
  });
});

describe('an anonymous purchase with the local provider', () => {
  it.each([
    ['/bizbuiltnow', 'bizBuiltNowPackage', 'launch-buyer@offers-e2e.dev'],
    ['/mirror', 'mirror', 'mirror-buyer@offers-e2e.dev'],
  ])(
    'buys from %s (%s) without an account and lands on /checkout/success',
    async (path, productKey, email) => {
      const { page } = await visit(browser, `${server.url}${path}`);
      await page.locator(`button[data-product="${productKey}"]`).first().click();
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await page.waitForURL(/\/functions\/v1\/local-checkout\/cs_test_/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/checkout\/success\?session_id=cs_test_/);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Payment Successful!' }).isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
    },
  );
});

describe('buy buttons on the other offer pages', () => {
  it.each([
    ['/mirror', 'Get MIRROR for $3,500', 'mirror', 'payment'],
    ['/mirror', 'Buy Signal', 'mirrorSignal', 'payment'],
    ['/brandfuel', 'Start Velocity', 'brandFuelVelocity', 'payment'],
    ['/bizbuiltnow', 'Add VIP for $997', 'bizBuiltNowVip', 'payment'],
  ])('%s "%s" starts checkout for %s (%s)', async (path, label, productKey, mode) => {
    const { page } = await visit(browser, `${server.url}${path}`);
    const requests = await stubCheckout(page, json(400, { error: 'stubbed' }));
    await page.getByRole('button', { name: label }).first().click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.postDataJSON()).toMatchObject({ price_id: productKey, mode });
  });
});

// The summit and membership pages take their buttons from their routes, which fill the
// slot with billing's signed-in checkout (tested with billing); here: the buttons are there.
describe('buy buttons on the summit and membership pages', () => {
  it.each([
    ['/spark-summit', 'Reserve Your Seat', 2],
    ['/muse', 'Apply for Membership', 3],
  ])('%s shows "%s" %d times', async (path, label, count) => {
    const { page } = await visit(browser, `${server.url}${path}`);
    expect(await page.getByRole('button', { name: label }).count()).toBe(count);
  });
});
