import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { createAccount, signInWithForm } from '../support/accounts.ts';
import { launchBrowser, saveViewScreenshot, type ViewportName } from '../support/browser.ts';
import { eventually } from '../support/marketing-helpers.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * The toast library loads with the first toast (issue 7's JavaScript budget), on every
 * screen, and that first toast shows, top-right.
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

/** sonner adds its stylesheet when its module runs; its toaster is a labelled section. */
const sonnerState = (page: Page) =>
  page.evaluate(() => ({
    isLoaded: [...document.querySelectorAll('style')].some((style) =>
      style.textContent?.includes('[data-sonner-toaster]'),
    ),
    isMounted: document.querySelector('section[aria-label^="Notifications"]') !== null,
  }));

/**
 * Waits until the page has loaded what it loads once idle (the deferred module preloads
 * go one per task after the first paint): no request for half a second.
 */
const settle = (page: Page) => page.waitForLoadState('networkidle');

describe('toasts on the public pages', () => {
  it('loads nothing for toasts until the first one, which shows top-right at once', async () => {
    // A signed-out buy button opens a choice dialog now, not a toast: the newsletter's
    // success is the first toast a phone visitor meets on a public page.
    const { page, problems } = await visit(browser, `${server.url}/transmission`, {
      viewport: 'phone',
    });
    await settle(page);
    expect(await sonnerState(page)).toEqual({ isLoaded: false, isMounted: false });

    const form = page.locator('#subscribe');
    await form.getByLabel('Email address').fill('first-toast-phone@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: messages.newsletter.success,
    });
    await eventually(() => toast.isVisible()).toBe(true);
    expect(await sonnerState(page)).toEqual({ isLoaded: true, isMounted: true });
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.y).toBeLessThan(viewport!.height / 2);
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-y-position')).toBe('top');
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-x-position')).toBe(
      'right',
    );
    expect(await problems.list()).toEqual([]);
  });

  it('shows the newsletter toast the first time on /transmission', async () => {
    const { page } = await visit(browser, `${server.url}/transmission`);
    await settle(page);
    expect(await sonnerState(page)).toEqual({ isLoaded: false, isMounted: false });
    const form = page.locator('#subscribe');
    await form.getByLabel('Email address').fill('first-toast@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await eventually(() => page.getByText(messages.newsletter.success).isVisible()).toBe(true);
  });
});

describe('toasts on the signed-in screens', () => {
  it('shows the first toast of the sign-in page, loaded when it is needed', async () => {
    const { page } = await visit(browser, `${server.url}/login`);
    await settle(page);
    expect(await sonnerState(page)).toEqual({ isLoaded: false, isMounted: false });
    await page.getByLabel('Email').fill('nobody@toasts.example');
    await page.locator('input[type=password]').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(() => page.getByText(messages.auth.signInFailure).isVisible()).toBe(true);
  });
});

describe('toasts never cover the navigation', () => {
  /** The on-screen boxes must not intersect. */
  const overlaps = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it.each<[ViewportName, string]>([
    ['phone', 'Open menu'],
    ['desktop', 'Sign Out'],
  ])('shows "Welcome back!" below the top bar on a %s', async (viewport, control) => {
    const email = `toast-${viewport}-${Date.now()}@toasts-example.com`;
    await createAccount(server.url, email);
    const { page } = await visit(browser, `${server.url}/login`, { viewport });
    await signInWithForm(page, { email, landing: '/dashboard' });
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: messages.auth.signInSuccess,
    });
    await eventually(() => toast.isVisible()).toBe(true);
    const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const toastBox = await toast.boundingBox();
    const controlButton = page.getByRole('button', { name: control, exact: true });
    await eventually(() => controlButton.isVisible()).toBe(true);
    const controlBox = await controlButton.boundingBox();
    expect({ bar, toastBox, controlBox }).toEqual({
      bar: expect.anything(),
      toastBox: expect.anything(),
      controlBox: expect.anything(),
    });
    expect(toastBox!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(overlaps(toastBox!, controlBox!)).toBe(false);
    await saveViewScreenshot(page, `toast-below-top-bar-${viewport}`);
  });
});
