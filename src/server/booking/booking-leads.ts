import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/**
 * Each booking creates the address's booking lead or brings it up to date (name and what
 * was booked last), so the CRM sees every call. One lead per address, without case: the
 * partial unique index leads_booking_email_unique; an admin's status stays as set.
 */
export async function recordBookingLead(
  db: Kysely<DB>,
  lead: { name: string; email: string; message: string; userId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('leads')
    .values({
      name: lead.name,
      email: lead.email,
      message: lead.message,
      source: 'booking',
      status: 'new',
      user_id: lead.userId,
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .where(sql<boolean>`source = 'booking'`)
        .doUpdateSet((update) => ({
          name: update.ref('excluded.name'),
          message: update.ref('excluded.message'),
        })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
