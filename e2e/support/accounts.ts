import type { Page } from 'playwright-core';
import { saveScreenshot } from './browser.ts';

/** The journeys' shared password: long enough for the sign-up rules, never a real one. */
export const journeyPassword = 'journey passphrase 2026';

/** Makes an account through the auth API, as the register form does, but faster. */
export async function createAccount(
  baseUrl: string,
  email: string,
  password = journeyPassword,
): Promise<void> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/**
 * Signs in through the real form on the page's current /login screen and waits for the
 * landing page. The fixed promo strip is dismissed first (its stored flag, as its close
 * button sets it), so it never covers the bottom of full-page screenshots.
 */
export async function signInWithForm(
  page: Page,
  {
    email,
    landing,
    password = journeyPassword,
  }: { email: string; landing: string; password?: string },
): Promise<void> {
  await page.evaluate(() => localStorage.setItem('webinar-banner-dismissed', 'true'));
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** Full-page screenshot from the top, so the sticky top bar sits where it belongs. */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}
