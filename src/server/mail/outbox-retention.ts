import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/** Mails that will never be sent again: delivered, given up, cancelled or kept unsent. */
const settledStatuses = ['sent', 'failed', 'cancelled', 'unsent'] as const;

/**
 * Deletes settled mails last touched before `olderThan`: an outbox row holds an address and
 * the message, which the privacy policy promises not to keep for ever. Queued and sending
 * rows are never touched. The retention is months, far past any window in which the event
 * behind a mail (a webhook retry, a resubmitted form) could ask for it again, so the
 * idempotency key a deleted row held is no longer needed.
 */
export async function deleteSettledMail(db: Kysely<DB>, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', settledStatuses)
    .where('updated_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
