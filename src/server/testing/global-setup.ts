import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPGlite } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { snapshotSchema, type ResetPlan } from './database-reset.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgliteResetPlan: ResetPlan;
    postgresSchemaPrefix: string;
  }
}

/** Where the template keeps its seed rows for resets (see database-reset.ts). */
export const pgliteSnapshotSchema = 'test_reset_seed';

/**
 * Creating a PGlite database costs seconds and hundreds of MB, so the run builds one
 * migrated template; each worker loads a copy of it and, after each test, resets that
 * copy to the template's state for the next one (see test-database.ts). With
 * DATABASE_URL set, tests use PostgreSQL schemas named after this run, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-test-template-'));
  const templatePath = path.join(folder, 'template.tar');
  const databaseUrl = process.env.DATABASE_URL;
  const schemaPrefix = `test_${randomBytes(3).toString('hex')}_`;
  let resetPlan: ResetPlan = { fingerprint: '', restoreSql: '' };
  if (!databaseUrl) {
    const pglite = await PGlite.create();
    const database = wrapPGlite(pglite);
    await migrateToLatest(database.db);
    resetPlan = await snapshotSchema(database.db, 'public', pgliteSnapshotSchema);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
    await database.db.destroy();
  }
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('pgliteResetPlan', resetPlan);
  project.provide('postgresSchemaPrefix', schemaPrefix);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (databaseUrl) await dropRunSchemas(databaseUrl, schemaPrefix);
  };
}

/** Workers keep their schemas for reuse until the end of the run; this drops them all. */
async function dropRunSchemas(databaseUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
      [prefix],
    );
    for (const { name } of rows) {
      await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
