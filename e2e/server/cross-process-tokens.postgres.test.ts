import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { decodeProtectedHeader, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { api, signUp } from '../support/task-accounts.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Server processes on one PostgreSQL, on different ports and without PUBLIC_URL: a token
 * issued by one is accepted by the others. Access tokens are ES256, verified with the
 * public keys in auth_signing_keys, so even a process started with another JWT_SECRET
 * accepts them (the secret only seals the private key); a token signed with any key that
 * is not in the database is refused by every process.
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

  it('accepts a sign-in made on one port on another, and refuses a token signed elsewhere', async () => {
    const [first, second, stranger] = servers as [RunningServer, RunningServer, RunningServer];
    expect(first.port).not.toBe(second.port);
    const ada = await signUp(first.url, 'ada');

    const created = await api<{ id: string }>(second.url, ada, 'POST', '/api/todos', {
      title: 'Made with a token from the other process',
    });
    expect(created.status).toBe(201);
    const listed = await api<{ todos: { id: string }[] }>(first.url, ada, 'GET', '/api/todos');
    expect(listed.body.todos.map((todo) => todo.id)).toContain(created.body.id);

    const elsewhere = await api(stranger.url, ada, 'GET', '/api/todos');
    expect(elsewhere.status).toBe(200);

    const forged = { ...ada, accessToken: await resignedWithForeignKey(ada.accessToken) };
    for (const server of servers) {
      expect((await api(server.url, forged, 'GET', '/api/todos')).status).toBe(401);
    }
  });
});

/** The same claims and key id, signed with a fresh ES256 key the database never saw. */
async function resignedWithForeignKey(token: string): Promise<string> {
  const header = decodeProtectedHeader(token);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return new SignJWT(claims).setProtectedHeader({ ...header, alg: 'ES256' }).sign(privateKey);
}
