import { describe, expect, it } from 'vitest';
import {
  isSafeLink,
  markdownProblems,
  mediaIdsIn,
  readingMinutes,
  renderArticleHtml,
} from './article-markdown.ts';

const mediaId = '0b7c2a52-3f0e-4c8e-9d3a-5b1e2f3a4c5d';

describe('isSafeLink', () => {
  it.each([
    'https://a.dev',
    'http://a.dev',
    'mailto:a@b.dev',
    '/pricing',
    '#top',
    'notes',
    '//cdn.dev/x',
  ])('allows %s', (href) => expect(isSafeLink(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
  ])('refuses %j', (href) => expect(isSafeLink(href)).toBe(false));
});

describe('markdownProblems', () => {
  it('finds nothing wrong with plain Markdown and a library picture with alt text', () => {
    expect(
      markdownProblems(`# Hi\n\n[a](https://a.dev) ![A desk](/media/${mediaId}/960.jpeg)`),
    ).toEqual([]);
  });

  it('names raw HTML, unsafe links, foreign pictures and missing alt text', () => {
    const problems = markdownProblems(
      [
        '<script>alert(1)</script>',
        'Inline <b onclick="x()">bold</b>',
        '[x](javascript:alert(1))',
        '![cat](https://elsewhere.dev/cat.png)',
        `![](/media/${mediaId}/480.webp)`,
      ].join('\n\n'),
    );
    expect(problems).toHaveLength(6);
    expect(problems[0]).toContain('Raw HTML is not allowed');
    expect(problems.join(' ')).toContain('"javascript:alert(1)" is not allowed');
    expect(problems.join(' ')).toContain('not from the media library');
    expect(problems.join(' ')).toContain('needs alt text');
  });
});

describe('renderArticleHtml', () => {
  it('strips what saving refuses, whatever a row holds', () => {
    const html = renderArticleHtml(
      '<script>alert(1)</script>\n\nA [bad](javascript:alert(1)) link and ![x](https://e.dev/x.png).',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
    expect(html).toContain('A bad link');
  });

  it('marks external links and lazy-loads library pictures', () => {
    const html = renderArticleHtml(`[a](https://a.dev) ![A desk](/media/${mediaId}/960.jpeg)`);
    expect(html).toContain('<a href="https://a.dev" rel="noopener noreferrer">a</a>');
    expect(html).toContain(`<img src="/media/${mediaId}/960.jpeg" alt="A desk" loading="lazy"`);
    expect(mediaIdsIn(`![A desk](/media/${mediaId}/960.jpeg)`)).toEqual([mediaId]);
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, at least one', () => {
    expect(readingMinutes('one two')).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => 'word').join(' '))).toBe(3);
  });
});
