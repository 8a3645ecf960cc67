import { sql, type Kysely } from 'kysely';
import { nameFromEmail, newsletterLeadMessage } from '../../shared/schemas/newsletter.ts';
import type { DB } from '../db/schema/schema.ts';

export interface NewsletterSubscriber {
  name: string;
  email: string;
  message: string;
}

/**
 * Stores a newsletter lead unless this address already has one (compared without case),
 * so subscribing twice keeps one lead. A transaction-scoped advisory lock on the address
 * makes the check-then-insert safe when two requests for it arrive at once, on PGlite
 * and PostgreSQL alike, without a unique index over leads from other sources.
 */
export async function subscribeToNewsletter(
  db: Kysely<DB>,
  subscriber: NewsletterSubscriber,
): Promise<{ isNew: false } | { isNew: true; id: string }> {
  // Inside the caller's transaction when there is one (the lead's notice commits with it).
  const inTransaction = <T>(work: (transaction: Kysely<DB>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (transaction) => {
    const email = subscriber.email.toLowerCase();
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`.execute(
      transaction,
    );
    const existing = await transaction
      .selectFrom('leads')
      .select('id')
      .where('source', '=', 'newsletter')
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    if (existing) return { isNew: false as const };
    const { id } = await transaction
      .insertInto('leads')
      .values({
        name: subscriber.name,
        email: subscriber.email,
        message: subscriber.message,
        source: 'newsletter',
        status: 'new',
        newsletter_subscriber: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { isNew: true as const, id };
  });
}

/** A sign-up from a form that asks only for the address (the API's and the no-script form's). */
export function subscribeAddressToNewsletter(db: Kysely<DB>, email: string) {
  return subscribeToNewsletter(db, {
    email,
    name: nameFromEmail(email),
    message: newsletterLeadMessage,
  });
}
