import { sql, type Kysely } from 'kysely';
import { seedCaseStudies } from './case-study-seeds.ts';

/**
 * Work the studio can show (issue 33): case studies edited in admin, shown at /work, on
 * the home page, /products and the offer pages they fit.
 *
 * - `case_studies`: one row per case; `outcomes` is a JSON list of `{ label, value }`
 *   figures; `fits` holds catalogue keys (`brandKit`) and offer page paths (`/hunter`);
 *   `art` names a drawing shipped with the site (public/art/work/<art>.svg), shown until
 *   the gallery has a picture. `is_example` marks the seeded, fictional cases so every
 *   page says so until the studio replaces them.
 * - `case_study_images`: the gallery, in order; media items stay while a case shows them.
 * - `case_studies_version`: moved in the transaction of every save, so each process knows
 *   within a second that its rendered pages are stale (as the articles' version does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_studies')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('client', 'text', (column) => column.notNull().check(sql`btrim(client) <> ''`))
    .addColumn('client_url', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('sector', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('summary', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('problem', 'text', (column) => column.notNull())
    .addColumn('made', 'text', (column) => column.notNull())
    .addColumn('outcomes', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('quote_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('quote_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('quote_role', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('fits', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('art', 'text')
    .addColumn('is_example', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_published', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_featured', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('case_study_images')
    .addColumn('case_study_id', 'uuid', (column) =>
      column.notNull().references('case_studies.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'uuid', (column) =>
      column.notNull().references('media_items.id').onDelete('restrict'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('case_study_images_pkey', ['case_study_id', 'media_id'])
    .execute();
  await sql`CREATE INDEX case_study_images_media ON case_study_images (media_id)`.execute(db);

  await db.schema
    .createTable('case_studies_version')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO case_studies_version (id, version) VALUES (1, 1)`.execute(db);

  for (const [index, seed] of seedCaseStudies.entries()) {
    await sql`
      INSERT INTO case_studies
        (slug, client, sector, summary, problem, made, outcomes, quote_text, quote_name,
         quote_role, fits, art, is_example, is_published, is_featured, position)
      VALUES (${seed.slug}, ${seed.client}, ${seed.sector}, ${seed.summary}, ${seed.problem},
        ${seed.made}, ${JSON.stringify(seed.outcomes)}::jsonb, ${seed.quote.text},
        ${seed.quote.name}, ${seed.quote.role}, ${seed.fits}::text[], ${seed.slug}, true, true,
        ${seed.isFeatured}, ${index})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_studies_version').execute();
  await db.schema.dropTable('case_study_images').execute();
  await db.schema.dropTable('case_studies').execute();
}
