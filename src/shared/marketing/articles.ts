/**
 * Sample issues of The Transmission, the studio's newsletter. Dates are kept as an
 * age in days rather than calendar dates: the pages are pre-rendered once at build time,
 * and an age reads the same on every visit without a mismatch between build and browser.
 */

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** How many days ago the issue went out. */
  publishedDaysAgo: number;
  /** From the length of its text at 200 words a minute (a test keeps the two in step). */
  readTime: string;
}

export const featuredArticle: Article = {
  slug: 'the-365-business-year',
  title: 'The 365-Business Year: What We Learned Launching One Company a Day',
  excerpt:
    'Our vision is to help 365 businesses a year find their signal. Here is what the first hundred taught us about clarity, speed and the systems that make a small team feel big.',
  category: 'Strategy',
  publishedDaysAgo: 1,
  readTime: '3 min read',
};

export const recentArticles: Article[] = [
  {
    slug: 'your-voice-is-the-moat',
    title: 'Your Voice Is the Moat',
    excerpt:
      'When every competitor can generate the same content, the only defensible asset is how you think. How to capture it before AI flattens it.',
    category: 'AI',
    publishedDaysAgo: 2,
    readTime: '2 min read',
  },
  {
    slug: 'one-sentence-test',
    title: 'The One-Sentence Test',
    excerpt:
      'If a client cannot repeat what you do after one conversation, your marketing is working twice as hard as it should. A 10-minute exercise.',
    category: 'Clarity',
    publishedDaysAgo: 3,
    readTime: '2 min read',
  },
  {
    slug: 'scroll-is-the-new-funnel',
    title: 'The Scroll Is the New Funnel',
    excerpt:
      'Why we design websites as one continuous story, and the three sections that do most of the selling on every page we ship.',
    category: 'Platform',
    publishedDaysAgo: 5,
    readTime: '2 min read',
  },
  {
    slug: 'content-from-one-conversation',
    title: 'A Month of Content From One Conversation',
    excerpt:
      'The interview format behind SIGNAL: twelve questions that turn an hour of talking into posts, articles and a newsletter.',
    category: 'Content',
    publishedDaysAgo: 7,
    readTime: '2 min read',
  },
  {
    slug: 'systems-before-hires',
    title: 'Systems Before Hires',
    excerpt:
      'Before your next hire, map the work that repeats. Most founders find a third of it can run without anyone at all.',
    category: 'Systems',
    publishedDaysAgo: 10,
    readTime: '2 min read',
  },
  {
    slug: 'pricing-the-transformation',
    title: 'Pricing the Transformation, Not the Hours',
    excerpt:
      'What changes when you sell the outcome your client wants instead of the time it takes you, with three real before-and-after offers.',
    category: 'Growth',
    publishedDaysAgo: 14,
    readTime: '2 min read',
  },
];

/** Every issue with a page of its own, the featured one first. */
export const allArticles: readonly Article[] = [featuredArticle, ...recentArticles];

export { articlePath } from './article-paths.ts';

export function findArticle(slug: string | undefined): Article | undefined {
  return allArticles.find((article) => article.slug === slug);
}

/** "Today", "Yesterday", "3 days ago", "1 week ago", "2 weeks ago", "1 month ago". */
export function formatRelativeAge(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
