import { describe, expect, it } from 'vitest';
import { articlePath, formatPublishedDate, formatReadTime } from './articles.ts';
import { nextAndRelated, type ArticleSummary } from './transmission-content.ts';

describe('article facts', () => {
  it('words the read time and an absolute date in the given time zone', () => {
    expect(formatReadTime(0)).toBe('1 min read');
    expect(formatReadTime(3)).toBe('3 min read');
    // 03:00 UTC is still the evening before in Chicago.
    expect(formatPublishedDate('2026-11-25T03:00:00Z', 'America/Chicago')).toBe(
      'November 24, 2026',
    );
    expect(formatPublishedDate('2026-11-25T03:00:00Z', 'UTC')).toBe('November 25, 2026');
    expect(articlePath('one-sentence-test')).toBe('/transmission/one-sentence-test');
  });
});

const summary = (slug: string, category: string): ArticleSummary => ({
  slug,
  title: slug,
  excerpt: '',
  category,
  author: 'A',
  publishedAt: '2026-11-25T00:00:00Z',
  readMinutes: 1,
  cover: null,
});

describe('nextAndRelated', () => {
  const list = [
    summary('e', 'AI'),
    summary('d', 'Growth'),
    summary('c', 'Growth'),
    summary('b', 'AI'),
    summary('a', 'AI'),
  ];

  it('names the older neighbour as next and prefers the same category for related', () => {
    const { next, related } = nextAndRelated(list, 'd');
    expect(next?.slug).toBe('c');
    expect(related.map((article) => article.slug)).toEqual(['e', 'b', 'a']);
  });

  it('has no next for the oldest and nothing for an unknown slug', () => {
    expect(nextAndRelated(list, 'a').next).toBeNull();
    expect(nextAndRelated(list, 'zz')).toEqual({ next: null, related: [] });
  });
});
