import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeMatching, SseTestClient } from '../../src/server/testing/sse-test-client.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { api, signUp, type SignedUpUser } from '../support/task-accounts.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Two server processes on one PostgreSQL: a change committed through one reaches a
 * stream held by the other (LISTEN/NOTIFY), and a removed viewer stops receiving.
 */
describe.runIf(databaseUrl)('realtime across two processes on PostgreSQL', () => {
  const databaseName = `studio_realtime_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let first: RunningServer;
  let second: RunningServer;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  const streams: SseTestClient[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    // One address and one secret, as behind a load balancer: tokens are good on both.
    const port = await freePort();
    const env = {
      DATABASE_URL: url.href,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://localhost:${port}`,
    };
    [first, second] = await Promise.all([startServer({ env }), startServer({ env })]);
    ada = await signUp(first.url, 'ada');
    bob = await signUp(second.url, 'bob');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of [first, second]) {
      await server?.stop();
      server?.cleanup();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers a change made through one process to a stream on the other, until access is removed', async () => {
    const folder = await api<{ id: string }>(first.url, ada, 'POST', '/api/todo-folders', {
      name: 'Shared',
    });
    const shared = await api(
      first.url,
      ada,
      'PUT',
      `/api/todo-folders/${folder.body.id}/sharing/${bob.id}`,
      {
        level: 'view',
      },
    );
    expect(shared.status).toBe(200);

    const bobStream = await SseTestClient.open(
      `${second.url}/api/realtime`,
      `Bearer ${bob.accessToken}`,
    );
    streams.push(bobStream);
    await bobStream.waitFor((event) => event.event === 'ready');

    const created = await api<{ id: string; title: string }>(first.url, ada, 'POST', '/api/todos', {
      title: 'Made on the first process',
      folder_id: folder.body.id,
    });
    const event = await bobStream.waitFor(changeMatching('todos', 'insert', created.body.id));
    expect(JSON.parse(event.data).row).toEqual(created.body);

    // Bob is removed from the folder: he hears that, and nothing of the folder after it.
    await api(first.url, ada, 'DELETE', `/api/todo-folders/${folder.body.id}/sharing/${bob.id}`);
    await bobStream.waitFor(changeMatching('todo_folders', 'delete', folder.body.id));
    const seen = bobStream.events.length;
    await api(first.url, ada, 'PATCH', `/api/todos/${created.body.id}`, { title: 'After removal' });
    await api(first.url, ada, 'POST', '/api/todos', {
      title: 'Also after removal',
      folder_id: folder.body.id,
    });
    const marker = await api<{ id: string }>(first.url, bob, 'POST', '/api/todos', {
      title: 'Bob marker',
    });
    await bobStream.waitFor(changeMatching('todos', 'insert', marker.body.id));
    const later = bobStream.events
      .slice(seen)
      .map((item) => item.data)
      .join('\n');
    expect(later).not.toContain('after removal');
    expect(later).not.toContain(created.body.id);
  });
});
