import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { ArticleStatus, TransmissionArticlesTable } from '../db/schema/transmission-schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type ArticleRow = Selectable<TransmissionArticlesTable>;

export interface ArticleValues {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author_name: string;
  body_markdown: string;
  seo_title: string;
  seo_description: string;
  cover_media_id: string | null;
  status: ArticleStatus;
  publish_at: Date | null;
}

/** Every article, the latest (by publish time, drafts by their last save) first. */
export async function listArticles(db: Db): Promise<ArticleRow[]> {
  return db
    .selectFrom('transmission_articles')
    .selectAll()
    .orderBy((eb) => eb.fn.coalesce('publish_at', 'updated_at'), 'desc')
    .orderBy('id')
    .execute();
}

export async function findArticleById(db: Db, id: string): Promise<ArticleRow | undefined> {
  return db.selectFrom('transmission_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findArticleIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('transmission_articles')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

export async function insertArticle(db: Transaction<DB>, values: ArticleValues): Promise<string> {
  const { id } = await db
    .insertInto('transmission_articles')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the row under its lock; false when no such article. */
export async function updateArticle(
  db: Transaction<DB>,
  id: string,
  values: ArticleValues,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('transmission_articles')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves the published list's version, in the save's transaction: every process renders
 * its Transmission pages again once it sees the new number.
 */
export async function bumpArticlesVersion(db: Transaction<DB>): Promise<void> {
  await db
    .updateTable('transmission_articles_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readArticlesVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('transmission_articles_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Published articles, those still scheduled included (the clock decides what shows). */
export async function listPublishedArticles(db: Db): Promise<ArticleRow[]> {
  return db
    .selectFrom('transmission_articles')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('publish_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The articles whose cover or text shows the picture, for the media library's delete. */
export async function articlesUsingMedia(db: Db, mediaId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('transmission_articles')
    .select('title')
    .where((eb) =>
      eb.or([
        eb('cover_media_id', '=', mediaId),
        eb('body_markdown', 'like', `%/media/${mediaId}/%`),
      ]),
    )
    .orderBy('title')
    .execute();
  return rows.map((row) => row.title);
}
