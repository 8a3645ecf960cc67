import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { testConfig } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';

describe('auth rate limits per client address (GoTrue defaults)', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.close();
  });

  async function startApp(): Promise<FastifyInstance> {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }

  // A refresh grant with an unknown token is the cheapest /token request to repeat.
  const refresh = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      payload: { refresh_token: 'unknown' },
      remoteAddress,
    });

  it('allows 150 token requests per 5 minutes, then answers 429 with Retry-After', async () => {
    const app = await startApp();
    for (let index = 0; index < 150; index += 1) {
      expect((await refresh(app, '10.1.1.1')).statusCode).toBe(400);
    }
    const limited = await refresh(app, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(250);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await refresh(app, '10.1.1.2')).statusCode).toBe(400);
  });

  it('keeps counting across processes sharing the database and across a restart', async () => {
    const first = await startApp();
    const second = await startApp();
    for (let index = 0; index < 75; index += 1) {
      await refresh(first, '10.2.2.2');
      await refresh(second, '10.2.2.2');
    }
    await first.close();
    await second.close();
    apps.splice(0);
    const restarted = await startApp();
    expect((await refresh(restarted, '10.2.2.2')).statusCode).toBe(429);
  });

  it('starts a new window once the old one has passed', async () => {
    const app = await startApp();
    for (let index = 0; index < 151; index += 1) await refresh(app, '10.3.3.3');
    expect((await refresh(app, '10.3.3.3')).statusCode).toBe(429);
    await database.db
      .updateTable('auth_rate_limits')
      .set({ window_started_at: new Date(Date.now() - 301_000) })
      .execute();
    expect((await refresh(app, '10.3.3.3')).statusCode).toBe(400);
  });

  it('limits sign-up and recovery to 30 per 5 minutes each', async () => {
    const app = await startApp();
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: '10.4.4.4' });
    for (let index = 0; index < 30; index += 1) {
      // Malformed e-mails: counted, but no account or mail is made.
      expect((await post('/auth/v1/signup', { email: 'x', password: 'x' })).statusCode).toBe(400);
      expect((await post('/auth/v1/recover', { email: 'x' })).statusCode).toBe(400);
    }
    expect((await post('/auth/v1/signup', { email: 'x', password: 'x' })).statusCode).toBe(429);
    expect((await post('/auth/v1/recover', { email: 'x' })).statusCode).toBe(429);
  });
});
