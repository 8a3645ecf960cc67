import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, wrapPGlite, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema/schema.ts';
import { restoreSchema, snapshotSchema, type ResetPlan } from './database-reset.ts';

/**
 * A migrated database for one test, as if new: a copy of the run's PGlite template, or a
 * schema of its own on the PostgreSQL named by DATABASE_URL.
 *
 * Starting PGlite costs seconds and migrating a PostgreSQL schema costs more, so each
 * worker keeps the databases its tests closed and hands them out again after putting
 * them back to their migrated state (database-reset.ts). A test that changed the
 * structure gets its database thrown away, and the next test a new one.
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return lendPostgresSchema(databaseUrl);
  return lendPGlite();
}

interface IdlePGlite {
  pglite: PGlite;
  /** For resets; never destroyed, since destroying Kysely's PGlite driver closes PGlite. */
  maintenance: Kysely<DB>;
}

const idlePGlites: IdlePGlite[] = [];
let templateBytes: Buffer | undefined;

async function startPGlite(): Promise<IdlePGlite> {
  templateBytes ??= readFileSync(inject('pgliteTemplatePath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
  return { pglite, maintenance: new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) }) };
}

async function lendPGlite(): Promise<Database> {
  const lent = idlePGlites.pop() ?? (await startPGlite());
  let returned = false;
  const database = wrapPGlite(lendOut(lent.pglite, () => returned));
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    ...database,
    async listen(channel, listener) {
      const unlisten = await database.listen(channel, listener);
      unsubscribers.add(unlisten);
      return async () => {
        unsubscribers.delete(unlisten);
        await unlisten();
      };
    },
    async close() {
      if (returned) return;
      for (const unlisten of [...unsubscribers]) await unlisten();
      await database.db.destroy();
      returned = true;
      await takeBack(lent);
    },
  };
}

async function takeBack(lent: IdlePGlite): Promise<void> {
  const { pglite, maintenance } = lent;
  try {
    // A test that failed inside a transaction may have left it open.
    if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    await pglite.exec('SELECT pg_advisory_unlock_all()');
    const reusable = await restoreSchema(
      maintenance,
      'public',
      inject('pgliteResetPlan'),
      (script) => pglite.exec(script),
    );
    if (reusable) {
      idlePGlites.push(lent);
      return;
    }
  } catch {
    // Not reusable; closed below.
  }
  await pglite.close();
}

/**
 * The same PGlite, lent to one test: closing it (as Kysely does on destroy) only ends the
 * loan, and once returned every call fails, so a straggling query of a finished test
 * cannot write into the next test's data.
 */
function lendOut(pglite: PGlite, isReturned: () => boolean): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'closed') return isReturned() || target.closed;
      if (property === 'close') return async () => {};
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isReturned()) throw new Error('This test database has been closed.');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

interface IdleSchema {
  schema: string;
  plan: ResetPlan;
}

const idleSchemas: IdleSchema[] = [];
let maintenancePool: pg.Pool | undefined;
let maintenanceKysely: Kysely<DB> | undefined;

async function createPostgresSchema(databaseUrl: string): Promise<IdleSchema> {
  const schema = `${inject('postgresSchemaPrefix') ?? 'test_'}${randomBytes(6).toString('hex')}`;
  const maintenance = maintenanceDatabase(databaseUrl);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(maintenance);
  const database = await openDatabase({ databaseUrl, dataDir: '', schema });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return { schema, plan: await snapshotSchema(maintenance, schema, `${schema}_seed`) };
}

function maintenanceDatabase(databaseUrl: string): Kysely<DB> {
  maintenancePool ??= new pg.Pool({ connectionString: databaseUrl, max: 1 });
  maintenanceKysely ??= new Kysely<DB>({ dialect: new PostgresDialect({ pool: maintenancePool }) });
  return maintenanceKysely;
}

async function lendPostgresSchema(databaseUrl: string): Promise<Database> {
  const lent = idleSchemas.pop() ?? (await createPostgresSchema(databaseUrl));
  const database = await openDatabase({ databaseUrl, dataDir: '', schema: lent.schema });
  let returned = false;
  // Kysely reconnects a destroyed pool on demand; refuse instead, so a straggling query of
  // a finished test cannot reach the schema the next test is lent.
  const db = database.db.withPlugin({
    transformQuery({ node }) {
      if (returned) throw new Error('This test database has been closed.');
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return {
    ...database,
    db,
    async close() {
      if (returned) return;
      returned = true;
      await database.close();
      const pool = maintenancePool;
      const reusable =
        pool !== undefined &&
        (await restoreSchema(maintenanceDatabase(databaseUrl), lent.schema, lent.plan, (script) =>
          pool.query(script),
        ).catch(() => false));
      // Without the db project's global setup (the PostgreSQL-only project) no teardown
      // drops the run's schemas, so each goes at once; otherwise a schema whose structure
      // a test changed is left for the teardown.
      if (reusable && runHasTeardown()) idleSchemas.push(lent);
      else if (!runHasTeardown()) await dropSchema(databaseUrl, lent.schema);
    },
  };
}

const runHasTeardown = () => inject('postgresSchemaPrefix') !== undefined;

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(maintenanceDatabase(databaseUrl));
  await sql`DROP SCHEMA IF EXISTS ${sql.id(`${schema}_seed`)} CASCADE`.execute(
    maintenanceDatabase(databaseUrl),
  );
}
