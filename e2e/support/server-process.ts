import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { runningPostmaster } from '../../src/server/db/engine/postgres-orphan.ts';

/**
 * The built server in a process of its own. Free of vitest's `inject`, so the global setup
 * can use it to make the run's data-directory template (see global-setup.ts).
 */
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and debugging. */
  output(): string;
  /** Sends a signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Removes the data directory (after stop) if the test did not bring its own. */
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

export interface SpawnServerOptions {
  buildDir: string;
  dataDir: string;
  /** Whether cleanup() removes dataDir (it was made for this server). */
  ownsDataDir: boolean;
  env?: Record<string, string> | undefined;
  /** Resolve once the process is spawned, without waiting for /healthz (start-failure tests). */
  waitUntilReady?: boolean | undefined;
  /** A fixed port; a free one otherwise. */
  port?: number | undefined;
}

const readinessTimeoutMs = 60_000;
/** Resolves once a process's output streams have closed: all it printed has been read. */
const outputComplete = new WeakMap<ChildProcess, Promise<void>>();
const portTakenMessage = /Port \d+ on .+ is already in use/;

/**
 * Starts the server and waits for /healthz. With two test files running at once another
 * process can take the probed free port before this server binds it: that start is
 * retried on a new port (only when the caller did not ask for a port of its own).
 */
export async function spawnServer(options: SpawnServerOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    const server = launch(options, options.port ?? (await freePort()));
    if (options.waitUntilReady === false) return server;
    try {
      return await untilReady(server);
    } catch (error) {
      const portWasTaken = portTakenMessage.test(server.output());
      if (!portWasTaken || options.port !== undefined || attempt === 3) throw error;
    }
  }
}

function launch(options: SpawnServerOptions, port: number): RunningServer {
  let output = '';
  const child = spawn(process.execPath, [path.join(options.buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // Journeys act as admins with a password alone; the two-factor journey and
      // admin-mfa.db.test.ts set or prove ADMIN_MFA=required.
      ADMIN_MFA: 'optional',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  outputComplete.set(child, new Promise((resolve) => child.once('close', () => resolve())));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: options.dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    cleanup() {
      if (options.ownsDataDir) removeDataDir(options.dataDir);
    },
  };
}

async function untilReady(server: RunningServer): Promise<RunningServer> {
  const child = server.process;
  const deadline = Date.now() + readinessTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await outputComplete.get(child);
      throw new Error(`server exited with ${child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become ready within 60 s:\n${server.output()}`);
}

/**
 * Kills a PostgreSQL on `pgData`, postmaster and every backend at once, with SIGKILL: no
 * shutdown checkpoint, no flush. Returns how many processes were killed (0: none ran).
 */
export function killPostgresOn(pgData: string): number {
  const postmaster = runningPostmaster(pgData);
  if (postmaster === undefined) return 0;
  const backends = childPids(postmaster)
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

/** `ps` exits 1 when the process has no children (or ended since it was found): none. */
function childPids(parent: number): string {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}
