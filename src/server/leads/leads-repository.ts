import type { Insertable, Kysely } from 'kysely';
import type { ContactLead } from '../../shared/schemas/lead.ts';
import type { DB, LeadsTable } from '../db/schema/schema.ts';

export type NewLead = Insertable<LeadsTable>;

export async function insertLead(db: Kysely<DB>, lead: NewLead): Promise<{ id: string }> {
  return db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();
}

/**
 * Stores a Contact Us submission, unless its honeypot field is filled: that is a bot, and
 * the caller answers as if it was stored, so the bot learns nothing.
 */
export async function acceptContactLead(
  db: Kysely<DB>,
  { website, ...lead }: ContactLead,
  userId: string | null,
): Promise<{ stored: false } | { stored: true; id: string }> {
  if (website) return { stored: false };
  const { id } = await insertLead(db, {
    name: lead.name,
    email: lead.email,
    company: lead.company ?? null,
    phone: lead.phone ?? null,
    message: lead.message,
    source: 'contact',
    user_id: userId,
  });
  return { stored: true, id };
}
