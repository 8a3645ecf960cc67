import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';

/**
 * Other users of the same PostgreSQL database (other apps, other tests' schemas) create
 * and drop tables at any time; starting a server must not trip over them.
 */
const churnSchema = `churn_${randomBytes(4).toString('hex')}`;
let churn: pg.Client;
let database: Database;

beforeAll(async () => {
  churn = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await churn.connect();
  await churn.query(`CREATE SCHEMA ${churnSchema}`);
  database = await createTestDatabase();
});
afterAll(async () => {
  await churn.query(`DROP SCHEMA IF EXISTS ${churnSchema} CASCADE`);
  await churn.end();
  await database.close();
});

it('migrates while another connection keeps creating and dropping tables elsewhere', async () => {
  let churning = true;
  const churner = (async () => {
    for (let round = 0; churning; round += 1) {
      const table = `${churnSchema}.t${round % 8}`;
      await churn.query(`CREATE TABLE IF NOT EXISTS ${table} (id serial PRIMARY KEY, note text)`);
      await churn.query(`DROP TABLE IF EXISTS ${table}`);
    }
  })();
  try {
    for (let round = 0; round < 15; round += 1) {
      await migrateDown(database.db);
      const { results = [] } = await migrateToLatest(database.db);
      expect(results).toHaveLength(1);
    }
  } finally {
    churning = false;
    await churner;
  }
});
