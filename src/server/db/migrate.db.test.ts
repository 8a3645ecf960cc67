import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const migrationNames = Object.keys(migrations);
const bookkeepingTables = ['kysely_migration', 'kysely_migration_lock'];

it('names every migration with a timestamp and a kebab-case description, in order', () => {
  for (const name of migrationNames) expect(name).toMatch(/^\d{14}-[a-z0-9]+(-[a-z0-9]+)*$/);
  expect([...migrationNames].sort()).toEqual(migrationNames);
});

describe('migrations', () => {
  let database: Database;
  beforeEach(async () => {
    // The test database arrives migrated, like a server after its first start; catching up
    // here covers a migration added since the run's template was built.
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  /** Tables and functions in our schema, leaving out the migrator's own bookkeeping. */
  async function schemaObjects(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema()
      UNION ALL
      SELECT routine_name || '()' FROM information_schema.routines
        WHERE routine_schema = current_schema()
    `.execute(database.db);
    return rows
      .map((row) => row.name)
      .filter((name) => !bookkeepingTables.includes(name))
      .sort();
  }

  async function migrateAllTheWayDown(): Promise<string[]> {
    const undone: string[] = [];
    for (;;) {
      const { results = [] } = await migrateDown(database.db);
      if (results.length === 0) return undone;
      for (const result of results) {
        expect(result).toMatchObject({ direction: 'Down', status: 'Success' });
        undone.push(result.migrationName);
      }
    }
  }

  it('does nothing when the database is already up to date', async () => {
    const before = await schemaObjects();
    expect((await migrateToLatest(database.db)).results).toEqual([]);
    expect((await migrateToLatest(database.db)).results).toEqual([]);
    expect(await schemaObjects()).toEqual(before);
  });

  it('undoes every migration back to an empty schema, then applies them all again', async () => {
    const migrated = await schemaObjects();
    expect(migrated).toEqual(expect.arrayContaining(['leads', 'notify_row_change()']));

    expect(await migrateAllTheWayDown()).toEqual([...migrationNames].reverse());
    expect(await schemaObjects()).toEqual([]);

    const { results = [] } = await migrateToLatest(database.db);
    expect(results.map((result) => result.migrationName)).toEqual(migrationNames);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
    expect(await schemaObjects()).toEqual(migrated);
  });
});
