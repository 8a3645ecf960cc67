import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import { createOfflineTestApp } from '../testing/offline-test-app.ts';

const secretDetail = 'connection to 10.0.0.5 failed for user app_owner';

describe('error responses', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A built front end is present, as in production, so its catch-all page route is live.
    webRoot = mkdtempSync(path.join(tmpdir(), 'studio-errors-'));
    writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<!doctype html><title>Shell</title>');
    app = await createOfflineTestApp({
      config: { webRoot },
      beforeReady(instance) {
        instance.get('/api/test/crash', async () => {
          throw new Error(secretDetail);
        });
        instance.get('/api/test/missing', async () => {
          throw AppError.notFound('No such folder');
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/leads'],
    ['GET', '/functions/v1/nope'],
  ] as const)('answers an unknown API route %s %s with 404 JSON', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toEqual({
      error: { code: 'not_found', message: expect.any(String) as string },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('hides an unexpected failure behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: messages.server.internal },
    });
    expect(response.body).not.toContain('10.0.0.5');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an expected application error with its status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such folder' } });
  });

  it('names a malformed JSON body as a 400 without a stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect(response.body).not.toContain('stack');
  });

  it('gives every response a request id; one the caller sent is not trusted without a proxy', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/docs/1_quick-setup.md' });
    const other = await app.inject({ method: 'GET', url: '/docs/1_quick-setup.md' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const traced = await app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-123' },
    });
    // Only a trusted proxy's id is kept (TRUST_PROXY; audit-findings.db.test.ts).
    expect(traced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
