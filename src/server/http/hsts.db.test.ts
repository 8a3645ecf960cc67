import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Strict-Transport-Security: only for requests that arrived over HTTPS, via a trusted proxy. */
describe('HSTS', () => {
  let behindProxy: TestApp;
  let facingClients: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ trustProxy: true, hstsMaxAgeSeconds: 600 });
    facingClients = await createTestApp({ trustProxy: false });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await facingClients?.close();
  });

  const healthz = (testApp: TestApp, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/healthz', headers });

  it('is sent with the configured max-age when a trusted proxy says the request was HTTPS', async () => {
    const response = await healthz(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=600');
  });

  it('is not sent over plain HTTP behind the proxy', async () => {
    const overHttp = await healthz(behindProxy, { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers).not.toHaveProperty('strict-transport-security');
    expect((await healthz(behindProxy)).headers).not.toHaveProperty('strict-transport-security');
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await healthz(facingClients, { 'x-forwarded-proto': 'https' });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});
