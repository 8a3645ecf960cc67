import { sql, type Kysely } from 'kysely';
import { webinarLeadMessage } from '../../shared/offers/webinar-registration.ts';
import type { DB } from '../db/schema.ts';

export interface WebinarRegistrant {
  name: string;
  email: string;
}

/**
 * Stores a webinar registration as a lead, or updates the one this address already has
 * (compared without case, enforced by the partial unique index leads_webinar_email_unique).
 * A repeat registration refreshes the name and spelling of the address and keeps the
 * status, so it never undoes an admin's follow-up.
 */
export async function registerWebinarLead(
  db: Kysely<DB>,
  registrant: WebinarRegistrant,
): Promise<{ isNew: boolean }> {
  const row = await db
    .insertInto('leads')
    .values({
      name: registrant.name,
      email: registrant.email,
      message: webinarLeadMessage,
      source: 'webinar',
      status: 'new',
      newsletter_subscriber: true,
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        // The partial index's own predicate, so PostgreSQL picks that index as the arbiter.
        .where(sql<boolean>`source = 'webinar'`)
        .doUpdateSet((update) => ({
          name: update.ref('excluded.name'),
          email: update.ref('excluded.email'),
          newsletter_subscriber: true,
        })),
    )
    // xmax is 0 on a freshly inserted row version and set on an updated one.
    .returning(sql<boolean>`(xmax = 0)`.as('is_new'))
    .executeTakeFirstOrThrow();
  return { isNew: row.is_new };
}
