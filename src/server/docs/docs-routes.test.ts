import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { createOfflineTestApp } from '../testing/offline-test-app.ts';

const guides = [
  ['1_quick-setup.md', 'Quick setup'],
  ['2_user-guide.md', 'User guide'],
  ['3_developer-guide.md', 'Developer guide'],
] as const;

describe('GET /docs/:name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createOfflineTestApp();
  });
  afterAll(() => app.close());

  it.each(guides)('renders %s as an HTML page titled %s', async (name, title) => {
    const response = await app.inject({ method: 'GET', url: `/docs/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain(`<title>${title} | Signal Studio</title>`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    // Every guide links to the other two.
    for (const [other] of guides) expect(response.body).toContain(`href="/docs/${other}"`);
  });

  it.each(guides)('serves %s as markdown with ?format=raw', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/docs/${name}?format=raw` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe(readFileSync(path.join(projectRoot, 'docs', name), 'utf8'));
  });

  it.each([
    '/docs/4_missing.md',
    '/docs/1_quick-setup',
    '/docs/..%2fpackage.json',
    '/docs/%2e%2e%2fpackage.json?format=raw',
  ])('answers %s with 404 JSON', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('GET /docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createOfflineTestApp();
  });
  afterAll(() => app.close());

  it('is an HTML page listing every guide by its title', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const [name] of guides) {
      const title = /^#\s+(.+)$/m.exec(readFileSync(path.join(projectRoot, 'docs', name), 'utf8'));
      expect(response.body).toContain(`<a href="/docs/${name}">${title?.[1] ?? ''}</a>`);
    }
  });
});
