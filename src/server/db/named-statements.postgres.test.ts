import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { fixedQuery } from './fixed-query.ts';
import { preparedStatementName } from './named-statements.ts';
import type { DB } from './schema/schema.ts';

const leadByEmail = fixedQuery((db: Kysely<DB>, email: string) =>
  db.selectFrom('leads').select(['name', 'email']).where('email', '=', email),
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('leads')
    .values(
      ['ada', 'bob'].map((name) => ({
        name,
        email: `${name}@example.com`,
        message: 'hello',
        source: 'contact' as const,
      })),
    )
    .execute();
});
afterAll(() => database.close());

it('runs a fixed query as a statement prepared once per connection, other SQL as before', async () => {
  // One connection throughout, so its prepared statements are the ones listed.
  const { found, prepared } = await database.db.connection().execute(async (connection) => {
    const found = [
      (await leadByEmail(connection, 'ada@example.com')).rows,
      (await leadByEmail(connection, 'bob@example.com')).rows,
      (await leadByEmail(connection, 'cy@example.com')).rows,
    ];
    const { rows } = await sql<{
      name: string;
      statement: string;
    }>`SELECT name, statement FROM pg_prepared_statements`.execute(connection);
    return { found, prepared: rows };
  });
  expect(found).toEqual([
    [{ name: 'ada', email: 'ada@example.com' }],
    [{ name: 'bob', email: 'bob@example.com' }],
    [],
  ]);
  // Prepared once under its text-derived name, reused for the later calls; the listing
  // query itself (not a fixed query) was sent unnamed and is not there.
  expect(prepared).toHaveLength(1);
  const [statement] = prepared;
  expect(statement!.name).toMatch(/^fixed_[0-9a-f]{24}$/);
  expect(preparedStatementName(statement!.statement)).toBe(statement!.name);
  expect(statement!.statement).toContain('from "leads"');
});
