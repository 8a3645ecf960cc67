import { describe, expect, it } from 'vitest';
import { escapeHtml, html, htmlDocument } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const typed = `"><script>alert('x')</script>&`;
    expect(html`<input value="${typed}" />`.value).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;" />',
    );
  });

  it('keeps nested templates as markup and skips empty values', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${null}${false}${undefined}${[html`<br />`, '&']}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b><br />&amp;</p>',
    );
  });

  it('escapes the five special characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('htmlDocument', () => {
  it('escapes the title, keeps the style and body as given, and asks not to be indexed', () => {
    const page = htmlDocument('A <b> title', 'p{color:red}', html`<p>${'&'}</p>`);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<title>A &lt;b&gt; title | Signal Studio</title>');
    expect(page).toContain('p{color:red}');
    expect(page).toContain('<p>&amp;</p>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).not.toContain('<script');
  });
});
