import { sql, type Kysely } from 'kysely';

/**
 * Waitlist leads: a visitor who arrives after an event asks to hear about its next
 * edition. One lead per e-mail and event (the message names the event), enforced by a
 * partial unique index so two sign-ups at once cannot both insert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar', 'waitlist'))
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX leads_waitlist_email_event_unique
    ON leads (lower(email), message)
    WHERE source = 'waitlist'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leads_waitlist_email_event_unique`.execute(db);
  await sql`DELETE FROM leads WHERE source = 'waitlist'`.execute(db);
  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar'))
  `.execute(db);
}
