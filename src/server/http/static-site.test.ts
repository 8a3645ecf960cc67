import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineTestApp } from '../testing/offline-test-app.ts';
import { policyForHtml } from './static-site.ts';

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function scriptSources(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('policyForHtml', () => {
  const routerContext = 'window.__reactRouterContext = {"isSpaMode":true};';
  const scrollRestoration = 'console.log("restore")';
  const html = `<!doctype html><html><head>
    <script type="module" src="/assets/entry.js">/* ignored */</script>
    <script>${routerContext}</script>
    <script id="_R_" nonce="">${scrollRestoration}</script>
    <script>${routerContext}</script>
    <script></script>
    <script data-src="lazy.js">loadLater()</script>
  </head><body></body></html>`;

  it('lists the hash of every inline script once, and nothing for external scripts', () => {
    expect(scriptSources(policyForHtml(html))).toEqual([
      "'self'",
      sha256(routerContext),
      sha256(scrollRestoration),
      sha256('loadLater()'),
    ]);
  });

  it('never allows inline scripts wholesale', () => {
    const policy = policyForHtml(html);
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('gives a page without inline scripts the strict policy', () => {
    expect(scriptSources(policyForHtml('<p>no scripts</p>'))).toEqual(["'self'"]);
  });
});

/** A built front end in miniature: two pages, the shell, a hashed asset and a plain file. */
function writeWebRoot(folder: string) {
  const page = (title: string, script: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${script}</script>` +
    `<script type="module" src="/assets/app-abc123.js"></script></head><body>${title}</body></html>`;
  mkdirSync(path.join(folder, 'contact'), { recursive: true });
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, '__spa-fallback.html'), page('Shell', 'shell()'));
  writeFileSync(path.join(folder, 'index.html'), page('Home', 'home()'));
  writeFileSync(path.join(folder, 'contact', 'index.html'), page('Get in Touch', 'contact()'));
  writeFileSync(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = `export const app = "${'x'.repeat(2000)}";`;
  writeFileSync(path.join(folder, 'assets', 'app-abc123.js'), asset);
  writeFileSync(path.join(folder, 'assets', 'app-abc123.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(folder, 'assets', 'app-abc123.js.gz'), gzipSync(asset));
  return { asset };
}

describe('serving the built front end', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let asset: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'studio-web-'));
    ({ asset } = writeWebRoot(webRoot));
    app = await createOfflineTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a pre-rendered page with its own script hashes, revalidated by ETag', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Get in Touch</title>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", sha256('contact()')]);
    expect(response.headers['x-request-id']).toBeTruthy();

    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get('/contact/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/contact', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends a page compressed as the browser prefers, each encoding with its own ETag', async () => {
    const plain = await get('/contact');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gzip = await get('/contact', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etags = [plain, br, gzip].map((response) => String(response.headers.etag));
    expect(new Set(etags).size).toBe(3);
    const revalidated = await get('/contact', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toBe('accept-encoding');
    // The brotli bytes' tag does not validate the gzip representation.
    const otherEncoding = await get('/contact', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  it('serves the home page from the root index.html', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Home</title>');
    expect(scriptSources(String(response.headers['content-security-policy']))).toContain(
      sha256('home()'),
    );
  });

  it('caches hashed assets for a year and plain files not at all', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asset);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');

    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
    expect(favicon.headers['cache-control']).not.toContain('immutable');
  });

  it('sends the pre-compressed brotli file to a browser that accepts it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(asset);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/dashboard', '/todos/x', '/checkout/success'])(
    'answers app screen %s with the shell and 200',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Shell</title>');
      expect(scriptSources(String(response.headers['content-security-policy']))).toContain(
        sha256('shell()'),
      );
    },
  );

  it('answers an unknown path with the shell and 404, so the router can send it home', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Shell</title>');
  });

  it('answers a missing file with 404 JSON, not the shell', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2f..%2fetc/hostname',
    '/%2e%2e/%2e%2e/etc/passwd',
  ])('does not serve files outside the web root for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/root:|localhost/);
  });

  it('answers a malformed percent-encoding as a client error', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
