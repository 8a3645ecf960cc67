import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Strict-Transport-Security: only for requests that arrived over HTTPS, via a trusted proxy. */
describe('HSTS', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const healthz = (headers: Record<string, string> = {}) =>
    testApp!.app.inject({ method: 'GET', url: '/healthz', headers });

  it('is sent with the configured max-age when a trusted proxy says the request was HTTPS', async () => {
    testApp = await createTestApp({ trustProxy: true, hstsMaxAgeSeconds: 600 });
    const response = await healthz({ 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=600');
  });

  it('is not sent over plain HTTP behind the proxy', async () => {
    testApp = await createTestApp({ trustProxy: true });
    expect((await healthz({ 'x-forwarded-proto': 'http' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    expect((await healthz()).headers).not.toHaveProperty('strict-transport-security');
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    testApp = await createTestApp({ trustProxy: false });
    const response = await healthz({ 'x-forwarded-proto': 'https' });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});
