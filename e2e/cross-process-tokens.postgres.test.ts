import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.ts';
import { api, signUp } from './support/task-accounts.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Two server processes on one PostgreSQL with the same JWT_SECRET, on different ports and
 * without PUBLIC_URL: a token issued by one is accepted by the other, and a token signed
 * with another secret is refused by both.
 */
describe.runIf(databaseUrl)('access tokens across processes on PostgreSQL', () => {
  const databaseName = `studio_tokens_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    const shared = { DATABASE_URL: url.href, JWT_SECRET: randomBytes(32).toString('hex') };
    servers.push(
      ...(await Promise.all([
        startServer({ env: shared }),
        startServer({ env: shared }),
        startServer({ env: { ...shared, JWT_SECRET: randomBytes(32).toString('hex') } }),
      ])),
    );
  });

  afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      server.cleanup();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin.end();
  });

  it('accepts a sign-in made on one port on another, and refuses it where the secret differs', async () => {
    const [first, second, stranger] = servers as [RunningServer, RunningServer, RunningServer];
    expect(first.port).not.toBe(second.port);
    const ada = await signUp(first.url, 'ada');

    const created = await api<{ id: string }>(second.url, ada, 'POST', '/api/todos', {
      title: 'Made with a token from the other process',
    });
    expect(created.status).toBe(201);
    const listed = await api<{ todos: { id: string }[] }>(first.url, ada, 'GET', '/api/todos');
    expect(listed.body.todos.map((todo) => todo.id)).toContain(created.body.id);

    const refused = await api(stranger.url, ada, 'GET', '/api/todos');
    expect(refused.status).toBe(401);
  });
});
