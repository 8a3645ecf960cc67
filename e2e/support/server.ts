import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runningPostmaster } from '../../src/server/db/postgres-orphan.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and debugging. */
  output(): string;
  /** Sends a signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Removes the data directory (after stop). */
  cleanup(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Kills a PostgreSQL on `pgData`, postmaster and every backend at once, with SIGKILL: no
 * shutdown checkpoint, no flush. Returns how many processes were killed (0: none ran).
 */
export function killPostgresOn(pgData: string): number {
  const postmaster = runningPostmaster(pgData);
  if (postmaster === undefined) return 0;
  const backends = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
    encoding: 'utf8',
  })
    .split('\n')
    .map((line) => Number.parseInt(line, 10))
    .filter((pid) => Number.isInteger(pid));
  const all = [postmaster, ...backends];
  for (const pid of all) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended between the listing and the kill.
    }
  }
  return all.length;
}

/**
 * A server forced out (SIGKILL, or its own grace timer) leaves its PostgreSQL running:
 * it is a separate process. Before a test deletes a data directory, every PostgreSQL on a
 * folder inside it (the live database, or one a restore kept aside) is killed; its data
 * is about to go, so nothing needs saving.
 */
export function killDatabasesIn(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isDirectory()) killPostgresOn(path.join(dataDir, entry.name));
  }
}

/** Deletes a test data directory, after stopping any database left running on it. */
export function removeDataDir(dataDir: string): void {
  killDatabasesIn(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
}

export interface StartServerOptions {
  /** Reuse a data directory (restart tests); a fresh temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Resolve once the process is spawned, without waiting for /healthz (start-failure tests). */
  waitUntilReady?: boolean;
  port?: number;
}

/**
 * A fresh data directory. For the embedded database it holds a copy of the suite's
 * migrated template (see global-setup.ts), so the server skips `initdb`; everything else
 * about a first start (the lock, the secrets, the database start) still happens.
 */
function newDataDir(env: NodeJS.ProcessEnv): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
  if (!env.DATABASE_URL) {
    cpSync(inject('postgresTemplate'), path.join(dataDir, 'postgres'), { recursive: true });
  }
  return dataDir;
}

/** Starts the built server in its own process on a free port with its own data directory. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir({ ...process.env, ...options.env });
  const buildDir = inject('buildDir');
  let output = '';
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    cleanup() {
      if (!options.dataDir) removeDataDir(dataDir);
    },
  };
  if (options.waitUntilReady === false) return server;

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become ready within 60 s:\n${output}`);
}
