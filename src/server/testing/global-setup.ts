import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { wrapPGlite } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite database costs seconds and hundreds of MB, so the run builds one
 * migrated template and every test loads its own in-memory copy of it (under a second).
 * With DATABASE_URL set, tests use a fresh PostgreSQL schema each instead.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-test-template-'));
  const templatePath = path.join(folder, 'template.tar.gz');
  if (!process.env.DATABASE_URL) {
    const pglite = await PGlite.create();
    const database = wrapPGlite(pglite);
    await migrateToLatest(database.db);
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
    await database.db.destroy();
  }
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(folder, { recursive: true, force: true });
}
