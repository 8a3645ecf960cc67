import type { ArticleImage } from '../schemas/transmission-articles.ts';

/**
 * What the public Transmission pages show, as the server hands it to a render (and embeds
 * it in the page for hydration): the published articles, newest first, and on an
 * article's page that article in full. Types only, so no page carries code for them.
 */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO instant the article was (or is to be) published. */
  publishedAt: string;
  readMinutes: number;
  cover: ArticleImage | null;
}

export interface PublishedArticle extends ArticleSummary {
  /** Rendered from Markdown and made safe on the server (article-markdown.ts). */
  html: string;
  seoTitle: string;
  seoDescription: string;
}

export interface TransmissionContent {
  /** Moves whenever what is published changes: a page rendered for one key stays right. */
  key: string;
  articles: readonly ArticleSummary[];
  /** On `/transmission/<slug>`: that article. */
  article: PublishedArticle | null;
}

/** The id of the JSON script a rendered Transmission page carries its content in. */
export const transmissionContentElementId = 'studio-transmission';

/** The article after this one in time (older), then related ones in its category first. */
export function nextAndRelated(
  articles: readonly ArticleSummary[],
  slug: string,
  relatedCount = 3,
): { next: ArticleSummary | null; related: ArticleSummary[] } {
  const index = articles.findIndex((article) => article.slug === slug);
  const current = articles[index];
  const next = index >= 0 ? (articles[index + 1] ?? null) : null;
  if (!current) return { next, related: [] };
  const others = articles.filter((article) => article.slug !== slug && article.slug !== next?.slug);
  const sameCategory = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return { next, related: [...sameCategory, ...rest].slice(0, relatedCount) };
}
