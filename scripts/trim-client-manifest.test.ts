import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { clientManifestFile, trimClientManifest } from './trim-client-manifest.ts';

const route = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  hasLoader: false,
  hasErrorBoundary: id === 'root',
  module: `/assets/${id}-abc.js`,
  imports: ['/assets/chunk-a.js', '/assets/chunk-b.js'],
  css: [],
  ...extra,
});

const manifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react-dom.js'], css: [] },
  routes: {
    root: route('root', { path: '' }),
    'routes/products': route('routes/products', { parentId: 'root', path: 'products' }),
  },
  url: '/assets/manifest-addc7a41.js',
  version: 'addc7a41',
};

/** What the browser gets from the file: the object it assigns to the window. */
function evaluate(source: string): unknown {
  const window: { __reactRouterManifest?: unknown } = {};
  runInNewContext(source, { window });
  return window.__reactRouterManifest;
}

describe('trimClientManifest', () => {
  it("drops each route's imports and keeps everything else the router reads", () => {
    const trimmed = evaluate(
      trimClientManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`),
    );
    const { imports: _root, ...root } = manifest.routes.root;
    const { imports: _products, ...products } = manifest.routes['routes/products'];
    expect(trimmed).toEqual({
      ...manifest,
      routes: { root, 'routes/products': products },
    });
  });

  it('keeps the entry module and its imports', () => {
    const trimmed = evaluate(
      trimClientManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`),
    ) as typeof manifest;
    expect(trimmed.entry).toEqual(manifest.entry);
  });

  it('refuses a file that is not the manifest rather than write a broken one', () => {
    expect(() => trimClientManifest('export const x = 1;')).toThrow(/not a React Router/);
    expect(() => trimClientManifest('window.__reactRouterManifest={"entry":{}};')).toThrow(
      /no routes/,
    );
  });

  it('recognises the manifest among the assets by its name', () => {
    expect(clientManifestFile.test('manifest-addc7a41.js')).toBe(true);
    expect(clientManifestFile.test('manifest-addc7a41.js.br')).toBe(false);
    expect(clientManifestFile.test('entry.client-YsgA-Z64.js')).toBe(false);
  });
});

describe('what the trimmed lists served', () => {
  it('no page prefetches a route, the one use the browser made of them', () => {
    const webRoot = path.resolve(import.meta.dirname, '../src/web');
    const prefetching = readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /\bprefetch=|PrefetchPageLinks/.test(readFileSync(path.join(webRoot, file), 'utf8')),
      );
    expect(prefetching).toEqual([]);
  });
});
