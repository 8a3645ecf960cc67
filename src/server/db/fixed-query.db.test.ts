import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { fixedQuery } from './fixed-query.ts';
import type { DB } from './schema/schema.ts';

const lead = (name: string, source: 'contact' | 'newsletter') => ({
  name,
  email: `${name}@example.com`,
  message: 'hello',
  source,
});

// Arguments used in another order than given, and a value written into the builder itself.
const leadNamed = fixedQuery((db: Kysely<DB>, email: string, name: string) =>
  db
    .selectFrom('leads')
    .select(['name', 'email'])
    .where('name', '=', name)
    .where('source', '=', 'contact')
    .where('email', '=', email),
);

describe('fixedQuery', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('leads')
      .values([lead('ada', 'contact'), lead('bob', 'contact'), lead('cy', 'newsletter')])
      .execute();
  });
  afterEach(() => database.close());

  it('runs the compiled query with each call’s values in their places', async () => {
    const { db } = database;
    expect((await leadNamed(db, 'ada@example.com', 'ada')).rows).toEqual([
      { name: 'ada', email: 'ada@example.com' },
    ]);
    // Second call: the cached compilation, new values.
    expect((await leadNamed(db, 'bob@example.com', 'bob')).rows).toEqual([
      { name: 'bob', email: 'bob@example.com' },
    ]);
    expect((await leadNamed(db, 'bob@example.com', 'ada')).rows).toEqual([]);
    // The builder's own value (source = contact) stays in the query.
    expect((await leadNamed(db, 'cy@example.com', 'cy')).rows).toEqual([]);
  });

  it('runs inside a transaction, on the transaction', async () => {
    const rows = await database.db.transaction().execute(async (transaction) => {
      await transaction.insertInto('leads').values(lead('dee', 'contact')).execute();
      return (await leadNamed(transaction, 'dee@example.com', 'dee')).rows;
    });
    expect(rows).toEqual([{ name: 'dee', email: 'dee@example.com' }]);
  });
});
