import { describe, expect, it } from 'vitest';
import { renderFormPage, safeReturnPath } from './form-page.ts';

describe('safeReturnPath', () => {
  it.each(['/', '/webinar-series', '/#subscribe', '/offers/brand-fuel#plans', '/a_b.c~d'])(
    'keeps the site path %s',
    (path) => expect(safeReturnPath(path, '/fallback')).toBe(path),
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'webinar-series',
    '/search?q=1',
    '/"><script>',
    '/#a b',
    `/${'a'.repeat(200)}`,
    '',
    undefined,
    ['/'],
  ])('replaces %j with the fallback', (candidate) => {
    expect(safeReturnPath(candidate, '/fallback')).toBe('/fallback');
  });
});

describe('renderFormPage', () => {
  it('escapes every piece of text and carries no script', () => {
    const page = renderFormPage({
      title: 'Sent <b>',
      message: `"quoted" & 'single'`,
      tone: 'error',
      backHref: '/contact',
      backLabel: 'Back <now>',
    });
    expect(page).toContain('<title>Sent &lt;b&gt; | Signal Studio</title>');
    expect(page).toContain('<p>&quot;quoted&quot; &amp; &#39;single&#39;</p>');
    expect(page).toContain('<a href="/contact">Back &lt;now&gt;</a>');
    expect(page).toContain('<main class="error">');
    expect(page).not.toContain('<script');
  });
});
