import { sql, type Kysely } from 'kysely';

/**
 * One webinar lead per e-mail address, compared without case. The database enforces it
 * (a partial unique index), so two registrations arriving at once cannot both insert:
 * the second meets ON CONFLICT and updates the first. Leads from other sources (contact,
 * newsletter) are not constrained. No route wrote webinar leads before this migration,
 * so there are no duplicates to merge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX leads_webinar_email_unique
    ON leads (lower(email))
    WHERE source = 'webinar'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leads_webinar_email_unique`.execute(db);
}
