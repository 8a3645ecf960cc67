import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  registerSecurityHeaders,
  serialisePolicy,
} from './security-headers.ts';

async function appWithHeaders() {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, { hstsMaxAgeSeconds: 600 });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  app.get('/page', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('page'),
  );
  return app;
}

const helmetDefaults = {
  // Helmet joins directives without a space.
  'content-security-policy': serialisePolicy(contentSecurityPolicy).replaceAll('; ', ';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers (computed once, set on every response)', () => {
  it('sends helmet’s headers with our policy on routes, 404s and errors', async () => {
    const app = await appWithHeaders();
    for (const url of ['/api/thing', '/nowhere', '/api/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject(helmetDefaults);
      expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy');
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    }
    await app.close();
  });

  it('lets a route send its own Content-Security-Policy', async () => {
    const app = await appWithHeaders();
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
