import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineTestApp } from '../testing/offline-test-app.ts';

const bucket = '/storage/v1/object/public/site-images';

describe('public site images', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createOfflineTestApp();
  });
  afterAll(() => app.close());

  it.each(['logo.svg', 'footer-background.svg'])('serves %s as an SVG image', async (name) => {
    const response = await app.inject({ method: 'GET', url: `${bucket}/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    expect(response.headers['cache-control']).toContain('max-age=');
  });

  it.each([`${bucket}/missing.svg`, `${bucket}/..%2f..%2fpackage.json`])(
    'answers %s with 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('signal-studio');
    },
  );

  it('does not list the bucket', async () => {
    const response = await app.inject({ method: 'GET', url: `${bucket}/` });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('logo.svg');
  });
});
