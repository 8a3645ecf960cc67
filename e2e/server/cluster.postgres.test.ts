import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.ts';
import { signatureHeader } from '../../src/server/billing/webhook-signature.ts';
import { photoLikeImage } from '../../src/server/testing/test-images.ts';
import { changeMatching, SseTestClient } from '../../src/server/testing/sse-test-client.ts';
import { preparedRun } from '../support/prepared-run.ts';
import { freePort } from '../support/server.ts';
import { api, signUp, type SignedUpUser } from '../support/task-accounts.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * `npm run cluster` as a studio would run it: two server processes on one PostgreSQL
 * behind HAProxy. Signs in through the proxy, acts on each process directly, streams
 * across processes, buys and replays the webhook on both, then restarts every process in
 * turn under a steady stream of requests and counts the failures (there must be none).
 */
describe.runIf(databaseUrl)('a cluster behind HAProxy on PostgreSQL', () => {
  const databaseName = `studio_cluster_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-cluster-data-'));
  let admin: pg.Client;
  let database: pg.Client;
  let cluster: Cluster;
  let ada: SignedUpUser;
  const direct = (index: number) => `http://127.0.0.1:${cluster.ports()[index]}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    cluster = await startCluster({
      size: 2,
      port: await freePort(),
      databaseUrl: url.href,
      buildDir: (await preparedRun()).buildDir,
      dataDir,
      // The admin here signs in with a password alone; admin-mfa.db.test.ts proves aal2.
      env: { ADMIN_MFA: 'optional' },
      log: () => {},
    });
    database = new pg.Client({ connectionString: url.href });
    await database.connect();
    ada = await signUp(cluster.url, 'ada');
  });

  afterAll(async () => {
    await cluster?.stop();
    await database?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the site through the proxy with the visitor scheme passed on', async () => {
    const home = await fetch(`${cluster.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const health = await fetch(`${cluster.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('accepts a sign-in made through the proxy on each process, and streams across them', async () => {
    const stream = await SseTestClient.open(
      `${direct(1)}/api/realtime`,
      `Bearer ${ada.accessToken}`,
    );
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const created = await api<{ id: string }>(direct(0), ada, 'POST', '/api/todos', {
        title: 'Made on the first process',
      });
      expect(created.status).toBe(201);
      await stream.waitFor(changeMatching('todos', 'insert', created.body.id));
      const listed = await api<{ todos: { id: string }[] }>(direct(1), ada, 'GET', '/api/todos');
      expect(listed.body.todos.map((todo) => todo.id)).toContain(created.body.id);
    } finally {
      stream.close();
    }
  });

  it('serves an image uploaded on one process from the other, and deletes it for both', async () => {
    const studio = await signUp(cluster.url, 'media-admin');
    await database.query(`UPDATE todo_profiles SET role = 'admin' WHERE id = $1`, [studio.id]);
    const authorization = `Bearer ${studio.accessToken}`;
    const photo = await (await photoLikeImage(320, 240)).jpeg().toBuffer();
    const uploaded = await fetch(`${direct(0)}/api/admin/media?alt=A+test+photo&name=photo.jpg`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const onOther = await fetch(`${direct(1)}/media/${id}/320.avif`);
    expect(onOther.status).toBe(200);
    expect(onOther.headers.get('content-type')).toBe('image/avif');
    const removed = await fetch(`${direct(1)}/api/admin/media/${id}`, {
      method: 'DELETE',
      headers: { authorization },
    });
    expect(removed.status).toBe(204);
    expect((await fetch(`${direct(0)}/media/${id}/320.avif`)).status).toBe(404);
  });

  it('records a purchase paid on the other process once, however often its webhook arrives', async () => {
    const checkout = await fetch(`${direct(0)}/functions/v1/create-checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        priceId: 'brandKit',
        mode: 'payment',
        successUrl: '/checkout/success',
        cancelUrl: '/products',
      }),
    });
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const paid = await fetch(`${direct(1)}/functions/v1/local-checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const orders = async () =>
      (await api<{ orders: unknown[] }>(direct(0), ada, 'GET', '/api/billing/orders')).body.orders;
    expect(await orders()).toHaveLength(1);

    // Stripe retries a delivery and may reach any process: replay the signed event to both.
    const { rows } = await database.query<{ payload: string }>(
      `SELECT payload FROM local_billing_events WHERE type = 'checkout.session.completed'`,
    );
    expect(rows).toHaveLength(1);
    const secret = (
      JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
        localWebhookSecret: string;
      }
    ).localWebhookSecret;
    const replays = await Promise.all(
      [direct(0), direct(1), cluster.url].map((base) =>
        fetch(`${base}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signatureHeader(rows[0]!.payload, secret),
          },
          body: rows[0]!.payload,
        }),
      ),
    );
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await orders()).toHaveLength(1);
  });

  it('restarts every process in turn under load without losing a request', async () => {
    let sent = 0;
    const failures: string[] = [];
    let rolling = true;
    const worker = async (index: number) => {
      while (rolling) {
        sent += 1;
        try {
          const response =
            index % 2 === 0
              ? await fetch(`${cluster.url}/api/todos`, {
                  headers: { authorization: `Bearer ${ada.accessToken}` },
                })
              : await fetch(`${cluster.url}/api/todos`, {
                  method: 'POST',
                  headers: {
                    authorization: `Bearer ${ada.accessToken}`,
                    'content-type': 'application/json',
                  },
                  body: JSON.stringify({ title: `During the roll ${sent}` }),
                });
          if (!response.ok) failures.push(`${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = Array.from({ length: 4 }, (_, index) => worker(index));
    await cluster.roll();
    rolling = false;
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
