import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

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

/**
 * CHROMIUM_PATH, else the headless shell inside @sparticuz/chromium (installed by `npm ci`,
 * so every machine runs the same browser), else Debian's /usr/bin/chromium where that build
 * has no binary (it ships Linux x64 and arm64 only). The shell is Chromium without the
 * desktop browser around it: the same run costs it about half the CPU seconds Debian's full
 * Chromium takes in its new headless mode (docs/decisions/2026-11-24-e2e-on-the-headless-shell.md).
 */
async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = await import('@sparticuz/chromium');
    return await bundled.default.executablePath();
  } catch (error) {
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    throw error;
  }
}

/** The same browser and flags whether the run's shared one starts or a file launches its own. */
const launchOptions = async () => ({
  executablePath: await chromiumExecutable(),
  args: chromiumArgs,
  headless: true,
});

/**
 * The run's one Chromium, started by the global setup (global-setup.ts): every test file
 * connects to it instead of launching a browser of its own. A launch costs a file about a
 * CPU second and a browser process it then keeps beside its server; a connection costs
 * milliseconds. Files stay apart all the same: each test opens its own context (own
 * storage, cookies, service workers, viewport), and `close()` on a connected browser
 * closes the contexts that file opened and disconnects, leaving the browser to the others.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(await launchOptions());
}

/** The browser a test file drives: the run's shared one, or its own if the setup gave none. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(await launchOptions());
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

/**
 * Review screenshots are taken only when asked for (`npm run screenshots`, which sets
 * E2E_SCREENSHOTS=true): no test reads them, and a full page costs Chromium 0.1-0.5 CPU s,
 * over a hundred times a run, which `npm test` spends on assertions instead.
 */
export const areScreenshotsWanted = process.env.E2E_SCREENSHOTS === 'true';

/**
 * Saves a full-page screenshot under screenshots/ (git-ignored) for a person to look at, as
 * JPEG: Chromium encodes a full page in about half the CPU a PNG takes.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!areScreenshotsWanted) return;
  const folder = path.resolve('screenshots');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
}

/** Saves what is on screen, or one element, under screenshots/ as PNG, when asked for. */
export async function saveViewScreenshot(
  target: Pick<Page, 'screenshot'> | Pick<Locator, 'screenshot'>,
  name: string,
): Promise<void> {
  if (!areScreenshotsWanted) return;
  mkdirSync('screenshots', { recursive: true });
  await target.screenshot({ path: path.join('screenshots', `${name}.png`) });
}

/**
 * Narrows or widens an open page and waits until it has laid out at the new width: the
 * resize reaches the renderer asynchronously, and a measurement taken before the media
 * queries apply reads the old layout (a flaky 20 px footer link at "390 px").
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) =>
      window.innerWidth === width &&
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))),
      ),
    size.width,
  );
}
