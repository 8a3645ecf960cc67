import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const databaseUrl = process.env.DATABASE_URL;

async function joinWaitlist(url: string, email: string, client: number): Promise<number> {
  const response = await fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(client >> 8) & 255}.${client & 255}.7`,
    },
    body: JSON.stringify({ name: 'Two Processes', email, event: 'webinar-series' }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Two server processes, one PostgreSQL, one outbox: every mail goes out exactly once. */
describe.runIf(databaseUrl)('the outbox on PostgreSQL with two processes', () => {
  const databaseName = `studio_outbox_${randomBytes(6).toString('hex')}`;
  const servers: RunningServer[] = [];
  let admin: pg.Client;
  let inbox: SmtpInbox;
  let freshDatabaseUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    freshDatabaseUrl = url.href;
    // A relay that takes a few milliseconds per message, so both processes are busy at once.
    inbox = await startSmtpInbox({ acceptDelayMs: 5 });
  });

  afterAll(async () => {
    for (const server of servers) {
      await server.stop('SIGKILL');
      server.cleanup();
    }
    await inbox?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers each of 400 mails once, whichever process claims it', async () => {
    const env = {
      DATABASE_URL: freshDatabaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: inbox.url,
      TRUST_PROXY: 'true',
    };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));
    const addresses = Array.from({ length: 400 }, (_, index) => `two-${index}@studio.dev`);
    let next = 0;
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const answered: number[] = [];
        while (next < addresses.length) {
          const index = next++;
          const server = servers[index % 2]!;
          answered.push(await joinWaitlist(server.url, addresses[index]!, Math.floor(index / 5)));
        }
        return answered;
      }),
    );
    expect(statuses.flat().every((status) => status === 201)).toBe(true);

    await inbox.waitForCount(addresses.length, 60_000);
    // A stop lets the sends in flight finish (delivery-worker.ts): once both processes have
    // stopped, no second copy can still be on its way.
    for (const server of servers) expect(await server.stop()).toBe(0);
    const copies = new Map<string, number>();
    for (const mail of inbox.messages) copies.set(mail.to[0]!, (copies.get(mail.to[0]!) ?? 0) + 1);
    expect(addresses.filter((address) => copies.get(address) !== 1)).toEqual([]);

    const database = new pg.Client({ connectionString: freshDatabaseUrl });
    await database.connect();
    try {
      const rows = await database.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status',
      );
      expect(rows.rows).toEqual([{ status: 'sent', count: addresses.length }]);
    } finally {
      await database.end();
    }
  }, 180_000);
});
