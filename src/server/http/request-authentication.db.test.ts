import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from '../profiles/caller-role.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../testing/test-app.ts';
import { confirmEmailFromOutbox } from '../testing/confirm-email.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { userRequired } from './request-authentication.ts';

const password = 'correct horse battery';

describe('bearer tokens on /api routes', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ adminEmails: ['boss@studio.dev'] }),
      database,
      logger: false,
    });
    // What later features do: one route for any signed-in user, one for admins only.
    app.get('/api/test/members', userRequired, () => ({ ok: true }));
    app.get('/api/test/admin-only', { onRequest: requireAdmin(database.db) }, () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function signUp(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ access_token: string; user: { id: string } }>();
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('GET /api/me answers the caller profile, and 401 without a token', async () => {
    const { access_token, user } = await signUp('me@studio.dev');
    const me = await app.inject({ url: '/api/me', headers: bearer(access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: 'me@studio.dev',
      role: 'user',
      created_at: expect.any(String),
    });
    const anonymous = await app.inject({ url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    expect((await app.inject({ url: '/api/test/members' })).statusCode).toBe(401);
    const member = await app.inject({ url: '/api/test/members', headers: bearer(access_token) });
    expect(member.statusCode).toBe(200);
  });

  it('answers 401 for a malformed token and for a signed-out session', async () => {
    const { access_token } = await signUp('gone@studio.dev');
    expect((await app.inject({ url: '/api/me', headers: bearer('garbage') })).statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/auth/v1/logout', headers: bearer(access_token) });
    expect((await app.inject({ url: '/api/me', headers: bearer(access_token) })).statusCode).toBe(
      401,
    );
  });

  it('records a signed-in caller on a contact lead, and tolerates a stale token there', async () => {
    const { access_token, user } = await signUp('lead@studio.dev');
    const lead = { name: 'Ada', email: 'lead@studio.dev', message: 'Hello there' };
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/leads', payload: lead, headers });
    expect((await post(bearer(access_token))).statusCode).toBe(201);
    expect((await post(bearer('stale.token.here'))).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
    const rows = await database.db
      .selectFrom('leads')
      .select('user_id')
      .where('email', '=', 'lead@studio.dev')
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.user_id)).toEqual([user.id, null, null]);
  });

  it('lets only admins (by their profile role, not their token) through requireAdmin', async () => {
    const member = await signUp('member@studio.dev');
    await signUp('boss@studio.dev');
    // ADMIN_EMAILS makes an admin only of a confirmed address.
    const boss = await confirmEmailFromOutbox(app, database.db, 'boss@studio.dev');
    const call = (token: string) =>
      app.inject({ url: '/api/test/admin-only', headers: bearer(token) });
    expect((await call(member.access_token)).statusCode).toBe(403);
    expect((await call(boss.access_token)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/test/admin-only' })).statusCode).toBe(401);
    // A demotion takes effect at once, with the same access token.
    await database.db
      .updateTable('todo_profiles')
      .set({ role: 'user' })
      .where('id', '=', boss.user.id)
      .execute();
    expect((await call(boss.access_token)).statusCode).toBe(403);
  });
});
