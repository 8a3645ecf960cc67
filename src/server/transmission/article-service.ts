import type { Kysely } from 'kysely';
import type { AdminArticle, ArticleInput } from '../../shared/schemas/transmission-articles.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { findMediaItems } from '../media/media-repository.ts';
import { markdownProblems, mediaIdsIn, renderArticleHtml } from './article-markdown.ts';
import {
  bumpArticlesVersion,
  findArticleById,
  findArticleIdBySlug,
  insertArticle,
  listArticles,
  updateArticle,
  type ArticleRow,
  type ArticleValues,
} from './article-repository.ts';

export function toAdminArticle(row: ArticleRow, now: Date): AdminArticle {
  const isPublished = row.status === 'published' && row.publish_at !== null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author_name,
    bodyMarkdown: row.body_markdown,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    coverMediaId: row.cover_media_id,
    status: row.status,
    publishAt: row.publish_at?.toISOString() ?? null,
    visibility: !isPublished
      ? 'draft'
      : row.publish_at!.getTime() > now.getTime()
        ? 'scheduled'
        : 'published',
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listAdminArticles(db: Kysely<DB>, now: Date): Promise<AdminArticle[]> {
  return (await listArticles(db)).map((row) => toAdminArticle(row, now));
}

/** Refuses Markdown that is unsafe or whose pictures are missing, naming each problem. */
async function checkContent(db: Kysely<DB>, input: ArticleInput): Promise<void> {
  const problems = markdownProblems(input.bodyMarkdown);
  if (problems.length > 0) {
    throw AppError.badRequest(problems.join(' '), { field: 'bodyMarkdown', problems });
  }
  const pictureIds = [...new Set([...mediaIdsIn(input.bodyMarkdown), input.coverMediaId])].filter(
    (id): id is string => id !== null,
  );
  const found = new Set((await findMediaItems(db, pictureIds)).map((item) => item.id));
  if (input.coverMediaId && !found.has(input.coverMediaId)) {
    throw AppError.badRequest('The cover picture is no longer in the media library', {
      field: 'coverMediaId',
    });
  }
  const missing = pictureIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw AppError.badRequest(
      `${missing.length === 1 ? 'A picture' : `${missing.length} pictures`} in the text ${missing.length === 1 ? 'is' : 'are'} no longer in the media library`,
      { field: 'bodyMarkdown' },
    );
  }
}

function valuesOf(input: ArticleInput, now: Date): ArticleValues {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    author_name: input.author,
    body_markdown: input.bodyMarkdown,
    seo_title: input.seoTitle,
    seo_description: input.seoDescription,
    cover_media_id: input.coverMediaId,
    status: input.status,
    // Publishing without a time publishes now; a draft keeps the time it was given.
    publish_at: input.publishAt
      ? new Date(input.publishAt)
      : input.status === 'published'
        ? now
        : null,
  };
}

function slugTaken(): AppError {
  return new AppError(409, 'conflict', 'Another article already uses that address', {
    field: 'slug',
  });
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';

/**
 * Creates (no id) or updates an article, and moves the published list's version in the
 * same transaction, so every process renders its pages again within a second.
 */
export async function saveArticle(
  db: Kysely<DB>,
  { id, input, now }: { id?: string; input: ArticleInput; now: Date },
): Promise<AdminArticle> {
  await checkContent(db, input);
  const owner = await findArticleIdBySlug(db, input.slug);
  if (owner && owner !== id) throw slugTaken();
  const values = valuesOf(input, now);
  try {
    const savedId = await db.transaction().execute(async (transaction) => {
      let articleId = id;
      if (articleId === undefined) {
        articleId = await insertArticle(transaction, values);
      } else if (!(await updateArticle(transaction, articleId, values, now))) {
        throw AppError.notFound('No such article');
      }
      await bumpArticlesVersion(transaction);
      return articleId;
    });
    const saved = await findArticleById(db, savedId);
    if (!saved) throw AppError.notFound('No such article');
    return toAdminArticle(saved, now);
  } catch (error) {
    // Two saves taking one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The article's text as the page will show it, or the problems that keep it from saving. */
export function previewArticle(markdown: string): string {
  const problems = markdownProblems(markdown);
  if (problems.length > 0) {
    throw AppError.badRequest(problems.join(' '), { field: 'bodyMarkdown', problems });
  }
  return renderArticleHtml(markdown);
}
