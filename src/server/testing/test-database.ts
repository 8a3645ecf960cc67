import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, wrapPGlite, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

let templateBytes: Buffer | undefined;

/**
 * A fresh, migrated database for one test: an in-memory copy of the run's PGlite
 * template, or a new schema on the PostgreSQL named by DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return createPostgresSchemaDatabase(databaseUrl);
  templateBytes ??= readFileSync(inject('pgliteTemplatePath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
  const database = wrapPGlite(pglite);
  return {
    ...database,
    async close() {
      await database.db.destroy();
      // Kysely skips destroying a driver that never ran a query, which would leave this
      // copy open (and its memory held) for the rest of the run.
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function createPostgresSchemaDatabase(databaseUrl: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl, dataDir: '', schema });
  await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
      await database.close();
    },
  };
}
