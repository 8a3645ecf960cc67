import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * The migrator, keeping its bookkeeping tables in the schema we work in. Left to itself,
 * Kysely's migrator takes a `kysely_migration` table in any schema of the database as its
 * own, then fails to find it on the search path (seen with one schema per test, and
 * possible with any other app in the same database).
 */
async function createMigrator<Schema>(db: Kysely<Schema>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
}

/**
 * Applies pending migrations. Kysely's migrator takes a PostgreSQL advisory lock inside
 * one transaction, so two processes starting together on one database migrate once; the
 * second waits and then finds nothing to do.
 */
export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<MigrationResultSet> {
  const result = await (await createMigrator(db)).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

export async function migrateDown<Schema>(db: Kysely<Schema>): Promise<MigrationResultSet> {
  const result = await (await createMigrator(db)).migrateDown();
  if (result.error) throw result.error;
  return result;
}
