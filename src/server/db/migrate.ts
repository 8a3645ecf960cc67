import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';
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
  const schema = rows[0]?.schema ?? 'public';
  return new Migrator({
    db: withIntrospectionOf(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // Work on several issues runs in parallel, each given its own range of timestamps, so
    // a migration can be merged after a later-named one has run on some database; it
    // still runs there (each migration touches its own tables and columns).
    allowUnorderedMigrations: true,
  });
}

/**
 * Kysely's own introspector reads the columns of every table in every schema, resolving
 * each table by name; a table another connection drops meanwhile (another app, or another
 * test's schema) fails the whole read with "relation does not exist". The migrator only
 * asks whether its two tables exist, so it gets an introspector that looks at our schema.
 */
function withIntrospectionOf<Schema>(db: Kysely<Schema>, schema: string): Kysely<Schema> {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const { rows: found } = await sql<{ name: string }>`
        SELECT nspname AS name FROM pg_namespace WHERE nspname = ${schema}`.execute(db);
      return found;
    },
    async getTables() {
      const { rows: tables } = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = ${schema}`.execute(db);
      return tables.map(({ name }) => ({
        name,
        schema,
        isView: false,
        isForeign: false,
        columns: [],
      }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
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
