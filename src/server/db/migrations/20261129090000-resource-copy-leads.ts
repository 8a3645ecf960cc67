import { sql, type Kysely } from 'kysely';

/**
 * "E-mail me a copy" on a Signal Resource page records a lead with source 'resource' and
 * the resource's id. One per address and resource, compared without case: a partial
 * unique index, so two requests at once cannot both insert and a repeat is a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar', 'waitlist', 'resource'))
  `.execute(db);
  await sql`ALTER TABLE leads ADD COLUMN resource_id text`.execute(db);
  await sql`
    CREATE UNIQUE INDEX leads_resource_copy_unique
    ON leads (lower(email), resource_id)
    WHERE source = 'resource'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leads_resource_copy_unique`.execute(db);
  await sql`DELETE FROM leads WHERE source = 'resource'`.execute(db);
  await sql`ALTER TABLE leads DROP COLUMN resource_id`.execute(db);
  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar', 'waitlist'))
  `.execute(db);
}
