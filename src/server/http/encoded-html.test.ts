import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedHtml, matchesEtag, preferredEncoding } from './encoded-html.ts';

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and takes a list or a star', () => {
    expect(matchesEtag('"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('W/"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('"x", "a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('*', '"a-br"')).toBe(true);
    expect(matchesEtag('"a"', '"a-br"')).toBe(false);
    expect(matchesEtag(undefined, '"a-br"')).toBe(false);
  });
});

describe('encodedHtml', () => {
  const html = `<!doctype html><html><body>${'<p>Spark Summit</p>'.repeat(200)}</body></html>`;

  it('compresses each encoding once and keeps it', async () => {
    const page = encodedHtml(html);
    const first = page('br');
    expect(page('br')).toBe(first);
    expect(await page('gzip')).toBe(await page('gzip'));
  });

  it('gives each encoding the page bytes and its own strong ETag', async () => {
    const page = encodedHtml(html);
    const [identity, br, gzip] = await Promise.all([page('identity'), page('br'), page('gzip')]);
    expect(identity.body.toString()).toBe(html);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(identity.body.length / 10);
    const etags = [identity.etag, br.etag, gzip.etag];
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    expect((await encodedHtml(`${html} `)('br')).etag).not.toBe(br.etag);
  });
});
