import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/engine/embedded-postgres.ts';
import { preparedRun } from './prepared-run.ts';
import { killPostgresOn, removeDataDir, startServer, type RunningServer } from './server.ts';
import { makeE2eTempDir } from './temp-dir.ts';

/** Helpers for the process-lifecycle and backup tests: data directories, load, tools. */

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A migrated, cleanly stopped data directory of the file's own: a copy of the run's
 * template (global-setup.ts made it by a real server start and a clean stop). Copies open
 * in about a second, where a new one costs five to forty and 700 MB.
 */
export async function createDataDirTemplate(): Promise<string> {
  const { template: runTemplate } = await preparedRun();
  if (runTemplate) return copyDataDir(runTemplate);
  const server = await startServer();
  const exitCode = await server.stop();
  if (exitCode !== 0)
    throw new Error(`template server exited with ${exitCode}:\n${server.output()}`);
  return server.dataDir;
}

export function copyDataDir(template: string): string {
  const copy = makeE2eTempDir('studio-e2e-copy-');
  cpSync(template, copy, { recursive: true });
  return copy;
}

export function removeDir(folder: string | undefined): void {
  if (folder) removeDataDir(folder);
}

/** An HTTP status, or the error code when no response came (the connection was refused or reset). */
export type Outcome = number | string;

/**
 * Sends one contact form. Each call claims its own client address through
 * X-Forwarded-For (the server runs with TRUST_PROXY=true), so the contact form's
 * per-address rate limit stays on, exactly as in production, and still lets a load through.
 */
export async function postLead(url: string, email: string, clientNumber: number): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
      },
      body: JSON.stringify({ name: 'Lifecycle Test', email, message: 'Process lifecycle test' }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

export interface Volley {
  /** Emails of the submissions the server answered with 2xx. */
  acknowledged: string[];
  /** How many submissions ended each way. */
  outcomes: Record<string, number>;
  /** How many were acknowledged before the signal went out. */
  acknowledgedBeforeSignal: number;
}

/**
 * Sends `count` contact forms at once and signals the server as soon as `signalAfter`
 * of them have been acknowledged, so the signal lands while the rest are in flight.
 */
export async function submitLeadsAroundSignal(options: {
  server: RunningServer;
  count: number;
  signal: NodeJS.Signals;
  signalAfter: number;
}): Promise<Volley> {
  const { server, count, signal, signalAfter } = options;
  const runId = Date.now().toString(36);
  const acknowledged: string[] = [];
  const outcomes: Record<string, number> = {};
  let acknowledgedBeforeSignal: number | undefined;
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `lead-${runId}-${index}@example.com`;
      const outcome = await postLead(server.url, email, index + 1);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) acknowledged.push(email);
      if (acknowledged.length >= signalAfter && acknowledgedBeforeSignal === undefined) {
        acknowledgedBeforeSignal = acknowledged.length;
        server.process.kill(signal);
      }
    }),
  );
  if (acknowledgedBeforeSignal === undefined) throw new Error('the signal was never sent');
  return { acknowledged, outcomes, acknowledgedBeforeSignal };
}

/**
 * Reads the stored leads' emails straight from a data directory whose server is stopped,
 * or from another database folder in it (one a restore kept aside).
 */
export async function readLeadEmails(dataDir: string, folder = 'postgres'): Promise<Set<string>> {
  const embedded = await startEmbeddedPostgres(path.join(dataDir, folder));
  const client = new pg.Client({ connectionString: embedded.connectionString });
  try {
    await client.connect();
    const { rows } = await client.query<{ email: string }>('SELECT email FROM leads');
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
    await embedded.stop();
  }
}

/**
 * Kills the embedded PostgreSQL of a data directory with SIGKILL, postmaster and every
 * backend at once: no shutdown checkpoint, no flush, as close to pulling the plug as a
 * test can get without a virtual machine. Returns how many processes were killed.
 */
export function killDatabase(dataDir: string): number {
  return killPostgresOn(path.join(dataDir, 'postgres'));
}

const clusterStates = [
  'starting up',
  'shut down',
  'shut down in recovery',
  'shutting down',
  'in crash recovery',
  'in archive recovery',
  'in production',
] as const;

/**
 * The database cluster's state from pg_control, as pg_controldata prints it: "shut down"
 * after a clean close (checkpoint written), "in production" after a crash.
 */
export function clusterState(dataDir: string): string {
  const control = readFileSync(path.join(dataDir, 'postgres', 'global', 'pg_control'));
  // ControlFileData: system identifier (8 bytes), two version numbers (4 + 4), then the state.
  const state = control.readUInt32LE(16);
  return clusterStates[state] ?? `unknown (${state})`;
}

/** Waits for a process to end by itself; resolves with its exit code. */
export function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function hasLockFile(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'server.lock'));
}

export interface ToolRun {
  exitCode: number | null;
  output: string;
}

// What scripts/run-tool.mjs does once the build is fresh. Its rebuild-when-stale step is
// left out: sources edited while the tests run would rebuild, and delete, the very build
// the test server runs from.
const toolEntry = `
const { runTool } = await import(process.env.STUDIO_TOOLS_BUNDLE);
process.exitCode = await runTool(process.argv.slice(1));`;

/** Runs a command-line tool (`npm run backup|restore ...`) from the test build. */
export async function runTool(args: string[], env: Record<string, string>): Promise<ToolRun> {
  const bundle = pathToFileURL(
    path.join((await preparedRun()).buildDir, 'server', 'tools.js'),
  ).href;
  const child = spawn(process.execPath, ['--input-type=module', '-e', toolEntry, '--', ...args], {
    cwd: projectRoot,
    env: { ...process.env, STUDIO_TOOLS_BUNDLE: bundle, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { exitCode, output };
}
