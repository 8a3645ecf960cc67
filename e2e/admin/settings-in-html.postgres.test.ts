import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  fetchRawPage,
  saveSummit,
  waitForRenderedVersion,
} from '../support/raw-html.ts';
import { startServerWithAdmins } from '../support/confirmed-admins.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const databaseUrl = process.env.DATABASE_URL;
const adminEmail = 'html-admin@studio.dev';

/**
 * Two server processes on one PostgreSQL: a save made through one shows in the raw HTML
 * the other serves within five seconds, although the other had already rendered and
 * kept the page for the previous settings.
 */
describe.runIf(databaseUrl)('site settings in the raw HTML across processes', () => {
  const databaseName = `studio_html_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    const shared = {
      DATABASE_URL: url.href,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CLOCK_START: '2025-06-06T12:00:00-05:00',
    };
    // One after the other: the first confirms the admin's address over SMTP (its own
    // inbox) before the second process, without SMTP, could pick up the welcome mail.
    servers.push(await startServerWithAdmins({ env: shared, admins: [adminEmail] }));
    servers.push(await startServer({ env: shared }));
  });

  afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      server.cleanup();
    }
    await admin?.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await admin?.end();
  });

  it('shows a save made on one process in the HTML of the other', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const before = await fetchRawPage(`${second.url}/spark-summit`);
    expect(before.state?.summit.isOver).toBe(true);
    expect(before.html).not.toContain('Reserve Your Seat');

    const token = await adminToken(first.url, adminEmail);
    const version = await saveSummit(first.url, token, {
      date: '2025-09-18',
      earlyBirdDeadline: '2025-08-01',
      venue: 'The Foundry',
    });

    const after = await waitForRenderedVersion(`${second.url}/spark-summit`, version);
    expect(after.elapsedMs).toBeLessThan(5000);
    expect(after.state?.settings.summit.venue).toBe('The Foundry');
    expect(after.html).toContain('Reserve Your Seat');
    expect((await fetchRawPage(`${first.url}/spark-summit`)).state?.version).toBe(version);
  });
});
