import type { Kysely } from 'kysely';
import type {
  ArticleSummary,
  PublishedArticle,
} from '../../shared/marketing/transmission-content.ts';
import type { ArticleImage } from '../../shared/schemas/transmission-articles.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { loadPageImages } from '../media/media-images.ts';
import { createVersionCheckedRead } from '../version-checked-read.ts';
import { readingMinutes, renderArticleHtml } from './article-markdown.ts';
import {
  listPublishedArticles,
  readArticlesVersion,
  type ArticleRow,
} from './article-repository.ts';

/** The published articles the pages may show now, newest first, and what identifies them. */
export interface PublishedArticles {
  key: string;
  articles: readonly PublishedArticle[];
}

export interface PublishedArticlesSource {
  (): Promise<PublishedArticles>;
  /** Forgets the version read last: a save through this process shows on its next page. */
  forget(): void;
}

/** How long a process trusts the articles' version it read last (as the settings'). */
export const articlesVersionCheckIntervalMs = 1000;

function toPublished(row: ArticleRow, covers: Map<string, ArticleImage>): PublishedArticle {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author_name,
    publishedAt: (row.publish_at ?? row.updated_at).toISOString(),
    readMinutes: readingMinutes(row.body_markdown),
    cover: (row.cover_media_id && covers.get(row.cover_media_id)) || null,
    html: renderArticleHtml(row.body_markdown),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

/** Every article with status "published", rendered, scheduled ones included. */
export async function loadPublishedArticles(db: Kysely<DB>): Promise<PublishedArticle[]> {
  const rows = await listPublishedArticles(db);
  const coverIds = rows.flatMap((row) => (row.cover_media_id ? [row.cover_media_id] : []));
  const covers = await loadPageImages(db, coverIds);
  return rows.map((row) => toPublished(row, covers));
}

/** The articles whose time has come, by `now`. */
export function visibleAt(
  articles: readonly PublishedArticle[],
  now: Date,
): readonly PublishedArticle[] {
  const time = now.getTime();
  return articles.filter((article) => Date.parse(article.publishedAt) <= time);
}

/** A summary: what lists and cards need, without the text. */
export function summaryOf({
  html: _html,
  seoTitle: _seoTitle,
  seoDescription: _seoDescription,
  ...summary
}: PublishedArticle): ArticleSummary {
  return summary;
}

/**
 * The published articles for a process that renders many pages: it asks the database
 * for the articles' version at most once per second and reads and renders the articles
 * only when it moved. Which of them show is judged by the clock on every call, so a
 * scheduled article appears at its time on every process without a write. The database
 * decides; the process only remembers for a second.
 */
export function createPublishedArticlesSource(
  db: Kysely<DB>,
  clock: Clock,
  monotonicNow?: () => number,
): PublishedArticlesSource {
  const read = createVersionCheckedRead({
    readVersion: () => readArticlesVersion(db),
    load: () => loadPublishedArticles(db),
    intervalMs: articlesVersionCheckIntervalMs,
    ...(monotonicNow ? { monotonicNow } : {}),
  });
  let visible: PublishedArticles | undefined;
  const current = async (): Promise<PublishedArticles> => {
    const latest = await read();
    const shown = visibleAt(latest.content, clock());
    const key = `${latest.version}:${shown.length}`;
    if (visible?.key !== key) visible = { key, articles: shown };
    return visible;
  };
  return Object.assign(current, { forget: read.forget });
}
