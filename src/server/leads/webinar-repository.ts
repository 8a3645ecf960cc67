import { sql, type Kysely } from 'kysely';
import { webinarLeadMessage } from '../../shared/offers/webinar-registration.ts';
import type { DB } from '../db/schema/schema.ts';

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
): Promise<WebinarRegistration> {
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
          // Registering again after cancelling starts a new registration.
          registered_at: sql<Date>`CASE WHEN leads.registration_cancelled_at IS NULL
            THEN leads.registered_at ELSE now() END`,
          registration_cancelled_at: null,
        })),
    )
    // xmax is 0 on a freshly inserted row version and set on an updated one.
    .returning(['id', 'registered_at', sql<boolean>`(xmax = 0)`.as('is_new')])
    .executeTakeFirstOrThrow();
  return { isNew: row.is_new, id: row.id, registeredAt: row.registered_at };
}

export interface WebinarRegistration {
  isNew: boolean;
  id: string;
  /** When this registration began; a new one after a cancellation has a new time. */
  registeredAt: Date;
}

/** An active webinar registration, by its lead id. */
export function findWebinarRegistration(db: Kysely<DB>, leadId: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'name', 'email', 'registered_at', 'registration_cancelled_at'])
    .where('id', '=', leadId)
    .where('source', '=', 'webinar')
    .executeTakeFirst();
}

/** Cancels a registration (from the mail's link); false if it was not active. */
export async function cancelWebinarRegistration(db: Kysely<DB>, leadId: string): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ registration_cancelled_at: sql<Date>`now()` })
    .where('id', '=', leadId)
    .where('source', '=', 'webinar')
    .where('registration_cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Everyone registered now (not cancelled): who hears of a moved session. */
export function activeWebinarRegistrations(db: Kysely<DB>) {
  return db
    .selectFrom('leads')
    .select(['id', 'name', 'email'])
    .where('source', '=', 'webinar')
    .where('registration_cancelled_at', 'is', null)
    .orderBy('created_at')
    .execute();
}
