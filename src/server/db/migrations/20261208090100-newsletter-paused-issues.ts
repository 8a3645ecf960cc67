import { sql, type Kysely } from 'kysely';

/**
 * An issue being delivered can be paused (its queued copies are cancelled) and resumed
 * (fanned out again; the idempotency keys keep each copy to one). A separate migration
 * because 20261208090000-newsletter may already have run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE newsletter_issues DROP CONSTRAINT newsletter_issues_status_check`.execute(
    db,
  );
  await sql`
    ALTER TABLE newsletter_issues ADD CONSTRAINT newsletter_issues_status_check
    CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'paused'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A paused issue was past its fan-out's start: "sending" resumes nothing by itself.
  await sql`UPDATE newsletter_issues SET status = 'sending' WHERE status = 'paused'`.execute(db);
  await sql`ALTER TABLE newsletter_issues DROP CONSTRAINT newsletter_issues_status_check`.execute(
    db,
  );
  await sql`
    ALTER TABLE newsletter_issues ADD CONSTRAINT newsletter_issues_status_check
    CHECK (status IN ('draft', 'scheduled', 'sending', 'sent'))
  `.execute(db);
}
