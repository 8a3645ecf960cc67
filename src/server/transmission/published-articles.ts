import type { Kysely } from 'kysely';
import type {
  ArticleSummary,
  PublishedArticle,
} from '../../shared/marketing/transmission-content.ts';
import type { ArticleImage } from '../../shared/schemas/transmission-articles.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { findMediaItems, listVariants } from '../media/media-repository.ts';
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

async function coverImages(db: Kysely<DB>, ids: string[]): Promise<Map<string, ArticleImage>> {
  const [items, variants] = await Promise.all([findMediaItems(db, ids), listVariants(db, ids)]);
  return new Map(
    items.map((item) => [
      item.id,
      {
        id: item.id,
        altText: item.altText,
        width: item.width,
        height: item.height,
        variants: variants
          .filter((variant) => variant.mediaId === item.id)
          .map(({ width, height, format }) => ({ width, height, format })),
      },
    ]),
  );
}

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
  const covers = await coverImages(db, coverIds);
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
  monotonicNow: () => number = () => performance.now(),
): PublishedArticlesSource {
  let loaded: { version: number; articles: PublishedArticle[] } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<{ version: number; articles: PublishedArticle[] }> | undefined;
  let generation = 0;
  let visible: PublishedArticles | undefined;

  async function refresh() {
    const startedIn = generation;
    const version = await readArticlesVersion(db);
    const read =
      loaded?.version === version ? loaded : { version, articles: await loadPublishedArticles(db) };
    if (startedIn === generation) {
      loaded = read;
      checkedAt = monotonicNow();
    }
    return read;
  }

  const current = async (): Promise<PublishedArticles> => {
    let latest = loaded;
    if (!latest || monotonicNow() - checkedAt >= articlesVersionCheckIntervalMs) {
      if (!checking) {
        const started = refresh().finally(() => {
          if (checking === started) checking = undefined;
        });
        checking = started;
      }
      latest = await checking;
    }
    const shown = visibleAt(latest.articles, clock());
    const key = `${latest.version}:${shown.length}`;
    if (visible?.key !== key) visible = { key, articles: shown };
    return visible;
  };
  return Object.assign(current, {
    forget() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      checking = undefined;
    },
  });
}
