import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import { buildDir, buildIfStale } from '../../scripts/build-inputs.mjs';
import { launchBrowserServer } from './browser.ts';
import type { RunPreparation } from './prepared-run.ts';
import { spawnServer } from './server-process.ts';
import { makeE2eTempDir } from './temp-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
    /** Appears once the build and template are ready (prepared-run.ts reads it). */
    preparationFile: string;
    /** The run's shared Chromium (launchBrowser connects to it). */
    browserEndpoint: string;
  }
}

/**
 * End-to-end tests run the production build; it is built if missing or stale. Then it is
 * started once on an empty data directory and stopped cleanly: every test server starts on
 * a copy of that folder (startServer), so the database is created and migrated once per
 * run instead of once per file. Both happen in the background: Vitest runs every project's
 * global setup before the first test file, and the build alone took 13 to 16 s in which
 * the unit and db files can run. E2e files wait for it in preparedRun(). One Chromium is
 * started for the whole run; test files connect to it (launchBrowser in browser.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('buildDir', buildDir as string);
  const readiness = makeE2eTempDir('studio-e2e-ready-');
  const preparationFile = path.join(readiness, 'prepared.json');
  project.provide('preparationFile', preparationFile);

  const preparation = prepare();
  const announce = (result: RunPreparation) => {
    // Written whole, then renamed: a waiting file never reads half of it.
    writeFileSync(`${preparationFile}.partial`, JSON.stringify(result));
    renameSync(`${preparationFile}.partial`, preparationFile);
  };
  preparation.then(
    (template) => announce({ template }),
    (error: unknown) => announce({ error: error instanceof Error ? error.message : String(error) }),
  );
  const removeTemplate = async () => {
    const template = await preparation.catch(() => '');
    if (template) rmSync(template, { recursive: true, force: true });
    rmSync(readiness, { recursive: true, force: true });
  };

  const browserServer = await launchBrowserServer().catch(async (error: unknown) => {
    await removeTemplate();
    throw error;
  });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await removeTemplate();
  };
}

/** Builds if stale, then makes the template (none on PostgreSQL); resolves with its path. */
async function prepare(): Promise<string> {
  await (buildIfStale as () => Promise<boolean>)();
  return process.env.DATABASE_URL ? '' : migratedDataDir(buildDir as string);
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
