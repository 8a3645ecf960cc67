import { cpSync } from 'node:fs';
import { preparedRun } from './prepared-run.ts';
import { spawnServer, type RunningServer } from './server-process.ts';
import { makeE2eTempDir } from './temp-dir.ts';

export {
  freePort,
  killDatabasesIn,
  killPostgresOn,
  removeDataDir,
  type RunningServer,
} from './server-process.ts';

export interface StartServerOptions {
  /**
   * Reuse a data directory (restart tests, or an empty folder for a first start). Without
   * it the server gets a fresh copy of the run's migrated template (global-setup.ts).
   */
  dataDir?: string;
  env?: Record<string, string>;
  /** Resolve once the process is spawned, without waiting for /healthz (start-failure tests). */
  waitUntilReady?: boolean;
  port?: number;
}

/**
 * Starts the built server in its own process on a free port with its own data directory.
 * Files run three at a time, so nothing here is shared between servers but the read-only
 * build: each gets its own port, data directory (and so database and secrets), and clock.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { buildDir, template } = await preparedRun();
  return spawnServer({
    buildDir,
    dataDir: options.dataDir ?? newDataDir(template, options.env),
    ownsDataDir: options.dataDir === undefined,
    env: options.env,
    waitUntilReady: options.waitUntilReady,
    port: options.port,
  });
}

/**
 * A data directory as a new install would have after its first start: a copy of the
 * template, which opens in about a second where creating and migrating PGlite takes five
 * to forty (busy machine). A server on PostgreSQL gets an empty folder.
 */
function newDataDir(template: string, env: Record<string, string> | undefined): string {
  const dataDir = makeE2eTempDir('studio-e2e-');
  const usesPostgres = Boolean(env?.DATABASE_URL ?? process.env.DATABASE_URL);
  if (template && !usesPostgres) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
