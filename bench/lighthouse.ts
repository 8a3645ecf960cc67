import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './support/chromium.ts';

/**
 * Page-performance benchmark: Lighthouse 12 with its default mobile preset (emulated
 * phone, simulated slow 4G and 4x CPU slowdown) against a running server, one page at a
 * time in one headless Chromium. Each page is audited several times and the median run
 * counts, as Lighthouse's documentation advises: the score of a single run moves by
 * several points from one run to the next, the more so on a small, shared machine.
 */

export interface LighthousePageResult {
  path: string;
  /** Category scores of the median run, 0 to 100. */
  performance: number;
  /** The performance score of every run, in order, the median run's among them. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Bytes of JavaScript on the wire (compressed bodies plus response headers). */
  scriptTransferBytes: number;
  /** The same scripts' compressed bodies alone, fetched again as a browser would. */
  scriptBodyBytes: number;
  /** Paths of the scripts the page loaded, to see what a budget is spent on. */
  scripts: string[];
  /** Core timings in milliseconds, for reading a low performance score. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /**
   * Lighthouse's measure of the host CPU in each run (higher is faster). It warns under
   * 1,000 that a slow machine lowers the performance score.
   */
  benchmarkIndexRuns: number[];
}

export interface LighthouseOptions {
  baseUrl: string;
  paths: readonly string[];
  /** CHROMIUM_PATH, else /usr/bin/chromium. */
  chromePath?: string;
  /** Audits per page; the median run (Lighthouse's computeMedianRun) is reported. */
  runsPerPage?: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * The body size as sent when the browser accepts Brotli, headers excluded. node:http
 * rather than fetch, which would hand back the decompressed body.
 */
function compressedBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(
      url,
      { headers: { 'accept-encoding': 'br, gzip, deflate' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * One Lighthouse run of `url`. A run whose trace came out unusable (NO_NAVSTART and the
 * like: Lighthouse says "please run Lighthouse again", and it happens now and then on a
 * busy machine) is run once more before it counts as a failure.
 */
async function auditPage(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runnerResult;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running Lighthouse again`);
  }
}

export async function runLighthouse({
  baseUrl,
  paths,
  chromePath,
  runsPerPage = 3,
}: LighthouseOptions): Promise<LighthousePageResult[]> {
  // One browser for every run: a freshly started Chromium spends its first seconds on
  // its own start-up work, which Lighthouse would count against the page.
  const chrome = await launch({
    chromePath: chromiumPath(chromePath),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: LighthousePageResult[] = [];
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      const runs = [];
      for (let run = 0; run < runsPerPage; run += 1) runs.push(await auditPage(url, chrome.port));
      const lhr = computeMedianRun(runs);
      const requests = (
        (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
          ?.items ?? []
      ).filter((item) => item.resourceType === 'Script');
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        path,
        performance: percent(lhr.categories.performance?.score),
        performanceRuns: runs.map((run) => percent(run.categories.performance?.score)),
        accessibility: percent(lhr.categories.accessibility?.score),
        bestPractices: percent(lhr.categories['best-practices']?.score),
        seo: percent(lhr.categories.seo?.score),
        scriptTransferBytes: requests.reduce((total, item) => total + (item.transferSize ?? 0), 0),
        scriptBodyBytes: (
          await Promise.all(requests.map((item) => compressedBodyBytes(item.url)))
        ).reduce((total, bytes) => total + bytes, 0),
        scripts: requests.map((item) => new URL(item.url).pathname),
        firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
        largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
        totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
        cumulativeLayoutShift: Number(numeric('cumulative-layout-shift').toFixed(4)),
        benchmarkIndexRuns: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// `npx tsx bench/lighthouse.ts http://127.0.0.1:3000 / /products /signal-strength`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  const results = await runLighthouse({
    baseUrl,
    paths: paths.length > 0 ? paths : ['/', '/products', '/signal-strength'],
  });
  console.table(results.map(({ scripts: _scripts, ...scores }) => scores));
  for (const result of results) console.log(result.path, result.scripts.join(' '));
}
