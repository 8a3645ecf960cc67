import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteStateElementId } from '../../src/shared/site-settings/embedded-state.ts';
import { measureLoad } from '../support/load.ts';
import { browserHeaders, describeResponse } from '../support/probe.ts';
import type { BenchContext, LoadMeasurement, Scenario, ScenarioResult } from '../support/types.ts';

/** A public page whose HTML depends on the settings and the clock (buy button, waitlist). */
const page = '/spark-summit';
const rounds = 2;

/** Makes sure each server serves the way it is meant to before measuring it. */
async function expectEmbeddedState(url: string, expected: boolean): Promise<void> {
  const html = await (await fetch(url)).text();
  if (html.includes(`id="${siteStateElementId}"`) !== expected) {
    throw new Error(`${url} ${expected ? 'lacks' : 'has'} the embedded site state`);
  }
}

/**
 * A settings-dependent public page served the old way (the build's file as it is) and
 * the new way (rendered once per settings state, then kept; the version read at most
 * once a second), side by side in one run. The old way is the same build's client files
 * copied without the kept renderer beside them, which the server then serves as they
 * are. The two alternate, twice each, so that a busy machine weighs on both alike;
 * the ratio compares the best round of each.
 */
async function run(context: BenchContext): Promise<ScenarioResult[]> {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'studio-static-web-'));
  cpSync(path.join(context.buildDir, 'web', 'client'), path.join(staticRoot, 'client'), {
    recursive: true,
  });
  try {
    const staticServer = await context.startServer({
      env: { WEB_ROOT: path.join(staticRoot, 'client') },
    });
    await expectEmbeddedState(`${context.baseUrl}${page}`, true);
    await expectEmbeddedState(`${staticServer.url}${page}`, false);
    const rendered = await describeResponse(`${context.baseUrl}${page}`, browserHeaders);
    const built = await describeResponse(`${staticServer.url}${page}`, browserHeaders);
    const results: LoadMeasurement[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      results.push(
        await measureLoad(staticServer.url, 'settings-page', context.settings, {
          path: page,
          headers: browserHeaders,
          note: `built file, round ${round}: ${built}`,
        }),
        await context.load('settings-page', {
          path: page,
          headers: browserHeaders,
          note: `rendered per settings state, round ${round}: ${rendered}`,
        }),
      );
    }
    const best = (parity: number) =>
      Math.max(
        ...results.filter((_, index) => index % 2 === parity).map((r) => r.requestsPerSecond),
      );
    return [
      ...results,
      {
        metric: 'settings-page rendered / built (req/s, best rounds)',
        value: Number((best(1) / best(0)).toFixed(3)),
        unit: 'ratio',
        note: 'target ≥ 0.9',
      },
    ];
  } finally {
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

export const scenario: Scenario = { name: 'settings-page', run };
