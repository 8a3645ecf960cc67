import type { ColumnType, Generated } from 'kysely';

/** Tables of The Transmission's articles (migration 20261208100000-transmission-articles). */

export type ArticleStatus = 'draft' | 'published';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TransmissionArticlesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  excerpt: ColumnType<string, string | undefined, string>;
  category: string;
  body_markdown: string;
  seo_title: ColumnType<string, string | undefined, string>;
  seo_description: ColumnType<string, string | undefined, string>;
  cover_media_id: string | null;
  author_name: string;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TransmissionArticlesVersionTable {
  id: number;
  version: ColumnType<number, number | undefined, number>;
}

export interface TransmissionTables {
  transmission_articles: TransmissionArticlesTable;
  transmission_articles_version: TransmissionArticlesVersionTable;
}
