import { describe, expect, it } from 'vitest';
import { featuredArticle, formatRelativeAge, recentArticles } from './articles.ts';

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
