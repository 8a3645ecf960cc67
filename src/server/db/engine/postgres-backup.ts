import { chownSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';

/**
 * Backups of the embedded PostgreSQL as PostgreSQL's own base backups are made: between
 * pg_backup_start and pg_backup_stop the data files are copied as they are, then the WAL
 * written meanwhile and the backup label; on the first start the restored copy replays
 * that WAL and is consistent. The embedded build ships no pg_dump, and this needs none.
 */

/** Folders whose contents PostgreSQL rebuilds at start (as pg_basebackup leaves them out). */
const emptiedFolders = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const skippedFiles = new Set(['postmaster.pid', 'postmaster.opts', 'postgres.log']);
export const postgresLogFile = 'postgres.log';

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Files of the data directory, relative; a file removed while we walk is simply gone. */
function dataFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, folder));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return files;
    throw error;
  }
  for (const entry of entries) {
    const relative = path.posix.join(folder, entry);
    if (skippedFiles.has(relative) || entry.startsWith('.s.PGSQL')) continue;
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    if (stats.isDirectory()) {
      files.push(`${relative}/`);
      if (!emptiedFolders.has(relative)) files.push(...dataFiles(root, relative));
    } else if (stats.isFile()) files.push(relative);
  }
  return files;
}

function addFiles(pack: tar.Pack, root: string, files: string[]): void {
  for (const file of files) {
    if (file.endsWith('/')) {
      pack.entry({ name: file, type: 'directory', mode: 0o700 });
      continue;
    }
    let content: Buffer;
    try {
      content = readFileSync(path.join(root, file));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    pack.entry({ name: file, mode: 0o600 }, content);
  }
}

async function packed(pack: tar.Pack): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** A gzipped tar of a running embedded PostgreSQL's data directory, restorable as is. */
export async function backupPostgres(connectionString: string, pgData: string): Promise<Buffer> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const pack = tar.pack();
  try {
    await client.query(`SELECT pg_backup_start('npm run backup', true)`);
    let stopped = false;
    try {
      addFiles(pack, pgData, dataFiles(pgData));
      const { rows } = await client.query<{ labelfile: string }>(
        'SELECT labelfile FROM pg_backup_stop(false)',
      );
      stopped = true;
      const label = rows[0]?.labelfile;
      if (!label) throw new Error('PostgreSQL returned no backup label');
      pack.entry({ name: 'backup_label', mode: 0o600 }, label);
      // The WAL from the backup's start to its end, which a restore replays.
      const wal = readdirSync(path.join(pgData, 'pg_wal')).filter((name) =>
        /^[0-9A-F]{24}$/.test(name),
      );
      addFiles(pack, pgData, ['pg_wal/archive_status/', ...wal.map((name) => `pg_wal/${name}`)]);
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
  return packed(pack);
}

/**
 * Writes a backup's files into `folder` (new), owned by `owner` when given. Throws on
 * anything that is not such a backup, including a backup of the earlier PGlite database.
 */
export async function unpackPostgresBackup(
  source: string,
  folder: string,
  owner?: { uid: number; gid: number },
): Promise<void> {
  const archive = gunzipSync(readFileSync(source));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const extract = tar.extract();
  const names: string[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const target = path.join(folder, header.name);
      if (!target.startsWith(`${folder}${path.sep}`)) {
        reject(new Error(`unexpected path in the archive: ${header.name}`));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        if (header.type === 'directory') mkdirSync(target, { recursive: true, mode: 0o700 });
        else writeFileSync(target, Buffer.concat(chunks), { mode: 0o600 });
        if (owner) chownSync(target, owner.uid, owner.gid);
        names.push(header.name);
        next();
      });
      stream.resume();
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(archive);
  await finished;
  const version = names.includes('PG_VERSION')
    ? readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim()
    : undefined;
  if (!names.includes('backup_label') || version === undefined) {
    throw new Error(
      version
        ? `a backup of the earlier embedded database (PGlite, PostgreSQL ${version}), which this version no longer restores`
        : 'no PostgreSQL data directory in it',
    );
  }
}
