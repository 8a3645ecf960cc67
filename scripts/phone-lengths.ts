/**
 * How long each public page is on a phone (issue 33): every page in the sitemap loaded at
 * 390 × 844 in Chromium, its document height in phone screens (height / 844) and the
 * number of panels folded shut on it ("Show ..." toggles and other closed <details>; a
 * FAQ's questions are counted apart, as a list of questions is not a section folded away).
 *
 *   npx tsx scripts/phone-lengths.ts [http://127.0.0.1:3000]
 *
 * Without an address it starts the built server (`npm run build` first) on a free port
 * with a throw-away data directory. Goals: at most 8 screens (the home page 9), at most
 * two folded panels per page. Prints a table; exits 1 when a page misses a goal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  measurePhoneLength,
  mostFoldedPanels,
  phoneLengthGoal,
  settlePage,
} from '../e2e/support/phone-length.ts';
import { sitemapPaths } from './sitemap-paths.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startBuiltServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phone-lengths-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The built server did not answer /healthz within two minutes');
}

const given = process.argv[2];
const server = given ? undefined : await startBuiltServer();
const baseUrl = given ?? server!.url;
const paths = await sitemapPaths(baseUrl);

const executablePath =
  process.env.CHROMIUM_PATH ??
  (await (await import('@sparticuz/chromium')).default.executablePath());
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'], headless: true });
let missed = 0;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  console.log('page'.padEnd(44), 'screens', 'folded', 'faq');
  for (const pagePath of paths) {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await settlePage(page);
    const length = await measurePhoneLength(page);
    const over = length.screens > phoneLengthGoal(pagePath) || length.folded > mostFoldedPanels;
    if (over) missed += 1;
    console.log(
      pagePath.padEnd(44),
      length.screens.toFixed(2).padStart(7),
      String(length.folded).padStart(6),
      String(length.faq).padStart(3),
      over ? '  over' : '',
    );
  }
} finally {
  await browser.close();
  server?.child.kill();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
}
process.exitCode = missed > 0 ? 1 : 0;
