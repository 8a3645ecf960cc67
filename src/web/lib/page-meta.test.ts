import { describe, expect, it } from 'vitest';
import { canonicalOrigin, pageMeta, siteOrigin } from './page-meta';

const documentWith = (html: string) => {
  const href = /href="([^"]*)"/.exec(html)?.[1];
  return {
    querySelector: (selector: string) =>
      selector === 'link[rel="canonical"]' && href !== undefined
        ? ({ getAttribute: () => href } as unknown as Element)
        : null,
  };
};

describe('canonicalOrigin', () => {
  it('reads the origin the server wrote into the canonical link', () => {
    const served = documentWith('<link rel="canonical" href="https://studio.example/products">');
    expect(canonicalOrigin(served)).toBe('https://studio.example');
  });

  it('has none for a page without a canonical link, or with a broken one', () => {
    expect(canonicalOrigin(documentWith('<title>App</title>'))).toBeUndefined();
    expect(
      canonicalOrigin(documentWith('<link rel="canonical" href="not a url">')),
    ).toBeUndefined();
  });
});

describe('pageMeta', () => {
  it('names the page on the site origin in its canonical link and og:url', () => {
    const meta = pageMeta({ title: 'Products', description: 'All of them', path: '/products' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${siteOrigin}/products`,
    });
    expect(meta).toContainEqual({ property: 'og:url', content: `${siteOrigin}/products` });
  });
});
