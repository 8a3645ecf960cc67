import { PGlite } from '@electric-sql/pglite';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { acquireDataDirectoryLock, dataDirectoryLockHolder } from './data-dir-lock.ts';
import { embeddedEngine, embeddedFolders } from '../database.ts';
import { runAsIds, startEmbeddedPostgres } from './embedded-postgres.ts';
import { backupPostgres, unpackPostgresBackup } from './postgres-backup.ts';

export const maintenanceTokenHeader = 'x-maintenance-token';

function pgliteDir(config: Config): string {
  return path.join(config.dataDir, embeddedFolders.pglite);
}

function postgresDir(config: Config): string {
  return path.join(config.dataDir, embeddedFolders.postgres);
}

/**
 * With DATABASE_URL the data lives in PostgreSQL, whose own tools do this job better. It
 * is an error, not a notice, so a scheduled `npm run backup` does not report a backup
 * that was never written.
 */
export class UsePostgresToolsError extends Error {
  constructor(action: 'backup' | 'restore') {
    super(
      action === 'backup'
        ? 'DATABASE_URL is set: the data lives in PostgreSQL. Back it up with:\n  pg_dump --format=custom --file=backup.dump "$DATABASE_URL"'
        : 'DATABASE_URL is set: the data lives in PostgreSQL. Restore a pg_dump file with:\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" backup.dump',
    );
    this.name = 'UsePostgresToolsError';
  }
}

/** The running server's dump: PGlite must never be opened by a second process. */
async function dumpThroughServer(config: Config, holder: number): Promise<Buffer> {
  const url = `http://127.0.0.1:${config.port}/internal/backup`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { [maintenanceTokenHeader]: config.secrets.jwtSecret },
    });
  } catch {
    throw new Error(
      `A server (pid ${holder}) holds ${config.dataDir} but does not answer at ${url}. ` +
        'Run the backup with the PORT that server listens on.',
    );
  }
  if (!response.ok) {
    throw new Error(
      `The running server (pid ${holder}) refused the backup: HTTP ${response.status}. ` +
        'Run the backup with the same DATA_DIR, PORT and JWT_SECRET as the server.',
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

async function dumpDirectly(config: Config): Promise<Buffer> {
  const release = acquireDataDirectoryLock(config.dataDir);
  try {
    if (embeddedEngine(config.dataDir) === 'postgres') {
      const embedded = await startEmbeddedPostgres(postgresDir(config));
      try {
        return await backupPostgres(embedded.connectionString, embedded.pgData);
      } finally {
        await embedded.stop();
      }
    }
    const pglite = await PGlite.create({ dataDir: pgliteDir(config) });
    try {
      return Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/**
 * Writes a restorable dump of the embedded database. While a server holds the data
 * directory the dump is taken by that server; otherwise the tool opens the directory
 * itself, under the same lock. The file appears under its name only once complete.
 */
export async function backup(config: Config, target: string): Promise<string> {
  if (config.databaseUrl) throw new UsePostgresToolsError('backup');
  if (!existsSync(postgresDir(config)) && !existsSync(pgliteDir(config))) {
    throw new Error(`No database found in ${config.dataDir}`);
  }
  const holder = dataDirectoryLockHolder(config.dataDir);
  const dump = holder ? await dumpThroughServer(config, holder) : await dumpDirectly(config);
  const partial = `${target}.partial`;
  writeFileSync(partial, dump, { mode: 0o600 });
  renameSync(partial, target);
  return `Backup written to ${target} (${(dump.length / 1024 / 1024).toFixed(1)} MB)`;
}

/**
 * Unpacks a backup and starts PostgreSQL on it once (it replays the backup's WAL and
 * stops with a checkpoint), so a file that is not a backup fails before the swap.
 */
async function loadBackup(source: string, folder: string): Promise<void> {
  await unpackPostgresBackup(source, folder, runAsIds());
  const embedded = await startEmbeddedPostgres(folder);
  await embedded.stop();
}

/**
 * Replaces the embedded database with a dump. The dump is loaded beside the current
 * database first, so a bad file changes nothing; the old folder is kept beside it.
 */
export async function restore(config: Config, source: string): Promise<string> {
  if (config.databaseUrl) throw new UsePostgresToolsError('restore');
  if (!existsSync(source)) throw new Error(`No backup file at ${source}`);
  const holder = dataDirectoryLockHolder(config.dataDir);
  if (holder)
    throw new Error(`A server (pid ${holder}) is using ${config.dataDir}. Stop it, then restore.`);
  const release = acquireDataDirectoryLock(config.dataDir);
  const stamp = Date.now();
  const incoming = `${postgresDir(config)}.restoring-${stamp}`;
  try {
    try {
      await loadBackup(source, incoming);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw new Error(`${source} is not a backup this tool can restore: ${String(error)}`, {
        cause: error,
      });
    }
    // The database in use (PostgreSQL, or PGlite from before) is kept beside the new one.
    let keptAs: string | undefined;
    const current =
      embeddedEngine(config.dataDir) === 'pglite' ? pgliteDir(config) : postgresDir(config);
    if (existsSync(current)) {
      keptAs = `${current}.before-restore-${stamp}`;
      renameSync(current, keptAs);
    }
    renameSync(incoming, postgresDir(config));
    return `Restored ${source} into ${config.dataDir}${keptAs ? `; the previous database is kept in ${keptAs}` : ''}`;
  } finally {
    release();
  }
}
