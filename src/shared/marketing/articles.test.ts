import { describe, expect, it } from 'vitest';
import { articleSlugs } from './article-paths.ts';
import { articleTexts, readingTime } from './article-texts.ts';
import {
  allArticles,
  articlePath,
  featuredArticle,
  findArticle,
  formatRelativeAge,
  recentArticles,
} from './articles.ts';

describe('formatRelativeAge', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [95, '3 months ago'],
  ])('%i days is %s', (days, text) => {
    expect(formatRelativeAge(days)).toBe(text);
  });
});

describe('articles', () => {
  it('has a featured article and six recent ones, newest first, all distinct', () => {
    expect(recentArticles).toHaveLength(6);
    const ages = recentArticles.map((article) => article.publishedDaysAgo);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    const slugs = new Set([featuredArticle, ...recentArticles].map((article) => article.slug));
    expect(slugs.size).toBe(7);
    for (const article of recentArticles) {
      expect(article.category).not.toBe('');
      expect(article.readTime).toMatch(/^\d+ min read$/);
    }
  });
});

describe('article texts', () => {
  it('gives every issue its full text, with the read time its length takes', () => {
    for (const article of allArticles) {
      const blocks = articleTexts[article.slug];
      expect(blocks, article.slug).toBeDefined();
      expect(blocks!.filter((block) => typeof block === 'string').length).toBeGreaterThan(4);
      expect(article.readTime, article.slug).toBe(readingTime(blocks!));
    }
    expect(Object.keys(articleTexts).sort()).toEqual(allArticles.map((a) => a.slug).sort());
  });

  it('counts words at 200 a minute, rounding up, at least one minute', () => {
    expect(readingTime(['one two'])).toBe('1 min read');
    expect(readingTime([Array(201).fill('word').join(' ')])).toBe('2 min read');
    expect(readingTime([{ heading: 'a b' }, { quote: 'c' }, { list: ['d e', 'f'] }])).toBe(
      '1 min read',
    );
  });

  it('finds an issue by slug and names its page', () => {
    expect(findArticle('one-sentence-test')?.title).toBe('The One-Sentence Test');
    expect(findArticle('nope')).toBeUndefined();
    expect(articlePath('one-sentence-test')).toBe('/transmission/one-sentence-test');
  });
});

describe('articleSlugs', () => {
  it('names every issue with a card, in the same order', () => {
    expect(articleSlugs).toEqual(allArticles.map((article) => article.slug));
  });
});
