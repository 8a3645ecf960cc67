import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { postLead } from '../support/lifecycle.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const databaseUrl = process.env.DATABASE_URL;

/** Scaling out means several processes on one PostgreSQL, and they may all start at once. */
describe.runIf(databaseUrl)('on PostgreSQL (DATABASE_URL)', () => {
  const databaseName = `studio_lifecycle_${randomBytes(6).toString('hex')}`;
  const running: RunningServer[] = [];
  let admin: pg.Client;
  let freshDatabaseUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    freshDatabaseUrl = url.href;
  });

  afterAll(async () => {
    for (const server of running) {
      await server.stop('SIGKILL');
      server.cleanup();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin.end();
  });

  it('lets two servers start together on a new database: both serve, migrations ran once', async () => {
    const env = { DATABASE_URL: freshDatabaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    const servers = await Promise.all([
      startServer({ env: { ...env, TRUST_PROXY: 'true' } }),
      startServer({ env: { ...env, TRUST_PROXY: 'true' } }),
    ]);
    running.push(...servers);

    for (const server of servers) {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      expect(await postLead(server.url, `via-${server.port}@example.com`, 1)).toBe(201);
    }

    const database = new pg.Client({ connectionString: freshDatabaseUrl });
    await database.connect();
    try {
      const applied = await database.query<{ name: string }>(
        'SELECT name FROM kysely_migration ORDER BY name',
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      const leads = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM leads',
      );
      expect(leads.rows[0]?.count).toBe(2);
    } finally {
      await database.end();
    }

    for (const server of servers) expect(await server.stop()).toBe(0);
  }, 120_000);
});
