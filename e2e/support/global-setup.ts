import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import { buildDir, isBuildStale, projectRoot } from '../../scripts/build-inputs.mjs';
import { launchBrowserServer } from './browser.ts';
import { spawnServer } from './server-process.ts';
import { makeE2eTempDir } from './temp-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
    /** A migrated, cleanly stopped data directory to copy; '' on PostgreSQL. */
    dataDirTemplate: string;
    /** The run's shared Chromium (launchBrowser connects to it). */
    browserEndpoint: string;
  }
}

/**
 * End-to-end tests run the production build; build it once if it is missing or stale.
 * Then start it once on an empty data directory and stop it cleanly: every test server
 * starts on a copy of that folder (startServer), so PGlite is created and migrated once
 * per run instead of once per file. One Chromium is started for the whole run, beside
 * the template's server; test files connect to it (launchBrowser in browser.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if ((isBuildStale as () => boolean)()) {
    execFileSync(process.execPath, [path.join(projectRoot as string, 'scripts/build.mjs')], {
      stdio: 'inherit',
      cwd: projectRoot as string,
    });
  }
  project.provide('buildDir', buildDir as string);
  // The browser starts while the template's server runs; whichever fails, the other's
  // leftovers are cleaned up before the error goes on.
  const browserLaunch = launchBrowserServer();
  browserLaunch.catch(() => undefined); // awaited below; no unhandled rejection meanwhile
  let template = '';
  try {
    template = process.env.DATABASE_URL ? '' : await migratedDataDir(buildDir as string);
  } catch (error) {
    await browserLaunch.then((browser) => browser.close()).catch(() => undefined);
    throw error;
  }
  const browserServer = await browserLaunch.catch((error: unknown) => {
    if (template) rmSync(template, { recursive: true, force: true });
    throw error;
  });
  project.provide('dataDirTemplate', template);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    if (template) rmSync(template, { recursive: true, force: true });
  };
}

async function migratedDataDir(build: string): Promise<string> {
  const dataDir = makeE2eTempDir('studio-e2e-template-');
  const server = await spawnServer({ buildDir: build, dataDir, ownsDataDir: true });
  const exitCode = await server.stop();
  if (exitCode !== 0) {
    server.cleanup();
    throw new Error(`template server exited with ${exitCode}:\n${server.output()}`);
  }
  // Secrets are generated at a first start: each copy makes its own, as a new install does.
  rmSync(path.join(dataDir, 'secrets.json'), { force: true });
  return dataDir;
}
