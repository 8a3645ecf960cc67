import { sql, type Kysely } from 'kysely';
import { waitlistLeadMessages } from '../../shared/offers/waitlist.ts';
import type { WaitlistSignup } from '../../shared/schemas/waitlist.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * One waitlist lead per e-mail (without case) and event, enforced by the partial unique
 * index leads_waitlist_email_event_unique; joining again refreshes the name only.
 */
export async function joinWaitlist(
  db: Kysely<DB>,
  signup: WaitlistSignup,
): Promise<{ isNew: boolean; id: string }> {
  const row = await db
    .insertInto('leads')
    .values({
      name: signup.name,
      email: signup.email,
      message: waitlistLeadMessages[signup.event],
      source: 'waitlist',
      status: 'new',
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email), message`)
        .where(sql<boolean>`source = 'waitlist'`)
        .doUpdateSet((update) => ({ name: update.ref('excluded.name') })),
    )
    .returning(['id', sql<boolean>`(xmax = 0)`.as('is_new')])
    .executeTakeFirstOrThrow();
  return { isNew: row.is_new, id: row.id };
}
