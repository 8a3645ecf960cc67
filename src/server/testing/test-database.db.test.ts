import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

/** Every table's row count, keyed by name: what a reused database must match. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(database.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${sql.table(name)}
    `.execute(database.db);
    counts[name] = rows[0]?.count ?? 0;
  }
  return counts;
}

/** Takes the next value of every sequence in the schema. */
async function advanceSequences(database: Database): Promise<string[]> {
  const { rows } = await sql<{ value: string }>`
    SELECT nextval(format('%I.%I', sequence_schema, sequence_name))::text AS value
    FROM information_schema.sequences WHERE sequence_schema = current_schema()
    ORDER BY sequence_name
  `.execute(database.db);
  return rows.map((row) => row.value);
}

const addLead = (database: Database) =>
  database.db
    .insertInto('leads')
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello', source: 'contact' })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('createTestDatabase', () => {
  it('hands each test the migrated state, whatever the test before it wrote', async () => {
    const first = await createTestDatabase();
    const migrated = await rowCounts(first);
    await addLead(first);
    const firstValues = await advanceSequences(first);
    await first.close();

    const second = await createTestDatabase();
    expect(await rowCounts(second)).toEqual(migrated);
    // Sequences start over too, so numbers are what a new database would give.
    expect(await advanceSequences(second)).toEqual(firstValues);
    await second.close();
  });

  it('gives two databases open at once separate data', async () => {
    const [one, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await addLead(one);
    expect(await other.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    await Promise.all([one.close(), other.close()]);
  });

  it('refuses queries once closed', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.db.selectFrom('leads').selectAll().execute()).rejects.toThrow();
  });

  it('replaces a database whose structure a test changed', async () => {
    const changed = await createTestDatabase();
    await sql`ALTER TABLE leads ADD COLUMN scratch text`.execute(changed.db);
    await changed.close();
    const next = await createTestDatabase();
    const { rows } = await sql<{ name: string }>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'leads' AND column_name = 'scratch'
    `.execute(next.db);
    expect(rows).toEqual([]);
    await next.close();
  });
});
