import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateToLatest } from '../migrate.ts';
import type { DB } from '../schema/schema.ts';
import { copyAllTables, type CopiedTables } from './table-copy.ts';

export interface MovedDatabase extends CopiedTables {
  /** Where the PGlite database was kept, untouched, after the move. */
  keptAt: string;
}

/**
 * Moves a data directory's PGlite database (the embedded default before PostgreSQL) into
 * a new embedded PostgreSQL, once, at start. Both are first brought to the latest
 * migration, so their tables match, then every row is copied (table-copy.ts). The copy is
 * built in `postgres.partial/`, checked table by table, and only then renamed to
 * `postgres/`; the PGlite folder is renamed aside, never deleted. A crash at any point
 * leaves either the old database in place (the next start tries again) or the new one
 * complete. Call with the data-directory lock held.
 */
export async function movePGliteToPostgres(
  dataDir: string,
  folders: { pglite: string; postgres: string },
  /** Runs on the new database once the rows are in, before it takes the old one's place. */
  afterCopy: (db: Kysely<DB>) => Promise<void>,
  now: Date = new Date(),
): Promise<MovedDatabase> {
  const partial = path.join(dataDir, `${folders.postgres}.partial`);
  rmSync(partial, { recursive: true, force: true });
  const source = await PGlite.create({ dataDir: path.join(dataDir, folders.pglite) });
  let copied: CopiedTables;
  try {
    await migrateToLatest(new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: source }) }));
    const target = await startEmbeddedPostgres(partial);
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 2 });
    // The copy's database stops right after the pool is closed: a connection still ending
    // then gets PostgreSQL's "terminating connection", which, unhandled, ends the process.
    pool.on('error', () => undefined);
    const targetDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateToLatest(targetDb);
      copied = await copyAllTables(
        (text, params) => source.query<Record<string, unknown>>(text, params),
        pool,
      );
      await afterCopy(targetDb);
    } finally {
      await targetDb.destroy();
      await target.stop();
    }
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await source.close();
  }
  const keptAt = uniquePath(
    path.join(dataDir, `${folders.pglite}-moved-${now.toISOString().slice(0, 10)}`),
  );
  renameSync(partial, path.join(dataDir, folders.postgres));
  renameSync(path.join(dataDir, folders.pglite), keptAt);
  return { ...copied, keptAt };
}

function uniquePath(wanted: string): string {
  let candidate = wanted;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${wanted}-${n}`;
  return candidate;
}
