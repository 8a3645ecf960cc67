import { sql, type Kysely } from 'kysely';
import { seedArticles } from './transmission-seed-articles.ts';

/**
 * The Transmission's articles as content (issue 32), seeded with the seven issues that
 * lived in code until now, published at their old ages (1 to 14 days before the migration).
 *
 * - `transmission_articles`: Markdown is the source; the HTML is rendered from it on the
 *   server whenever the published list is read, so a change to the renderer reaches every
 *   article. Published means `status = 'published'` and `publish_at <= now()`: a scheduled
 *   article appears at its time without another write.
 * - `transmission_articles_version`: one row whose version moves in the transaction of
 *   every save; each process compares it once a second to know its pages are stale (as
 *   the site settings' version does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transmission_articles')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('excerpt', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('body_markdown', 'text', (column) => column.notNull())
    .addColumn('seo_title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('cover_media_id', 'uuid', (column) =>
      column.references('media_items.id').onDelete('restrict'),
    )
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('draft')
        .check(sql`status IN ('draft', 'published')`),
    )
    .addColumn('publish_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'transmission_articles_published_has_time',
      sql`status <> 'published' OR publish_at IS NOT NULL`,
    )
    .execute();
  await sql`
    CREATE INDEX transmission_articles_published ON transmission_articles (publish_at DESC)
    WHERE status = 'published'
  `.execute(db);

  await db.schema
    .createTable('transmission_articles_version')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO transmission_articles_version (id, version) VALUES (1, 1)`.execute(db);

  for (const article of seedArticles) {
    await sql`
      INSERT INTO transmission_articles
        (slug, title, excerpt, category, body_markdown, author_name, status, publish_at)
      VALUES (${article.slug}, ${article.title}, ${article.excerpt}, ${article.category},
        ${article.bodyMarkdown}, ${article.author}, 'published',
        date_trunc('hour', now()) - make_interval(days => ${article.publishedDaysAgo}))
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transmission_articles_version').execute();
  await db.schema.dropTable('transmission_articles').execute();
}
