import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './site-paths.ts';
import { sitemapPaths, sitemapXml, withSitemapLine } from './sitemap.ts';

describe('sitemapPaths', () => {
  it('leaves out noindex pages, /forgot-password and /interactive', () => {
    const listed = sitemapPaths(prerenderedPaths);
    for (const path of ['/forgot-password', '/bonnie', '/interactive', '/login', '/register']) {
      expect(listed).not.toContain(path);
    }
    expect(listed).toContain('/spark-summit');
  });

  it('lists public pages and leaves out checkout returns and sign-in forms', () => {
    expect(
      sitemapPaths(['/', '/products', '/checkout/cancel', '/login', '/register', '/loginless']),
    ).toEqual(['/', '/products', '/loginless']);
  });
});

describe('sitemapXml', () => {
  it('writes one absolute url per page', () => {
    const xml = sitemapXml('https://example.com/', ['/', '/products', '/checkout/cancel']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/products</loc>');
  });
});

describe('withSitemapLine', () => {
  it('appends the absolute sitemap address once', () => {
    const robots = withSitemapLine('User-agent: *\nAllow: /\n', 'https://example.com');
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
    expect(withSitemapLine(robots, 'https://example.com')).toBe(robots);
    expect(withSitemapLine(robots, 'https://studio.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://studio.example/sitemap.xml\n',
    );
  });
});
