import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof viewports;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the Chromium inside @sparticuz/chromium. */
async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = await import('@sparticuz/chromium');
  return bundled.default.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    args: chromiumArgs,
    headless: true,
  });
}

export async function newContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    /** Blocked unless a test is about the service worker: a cached page would hide changes. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}

/** Saves a full-page screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const folder = path.resolve('screenshots');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
