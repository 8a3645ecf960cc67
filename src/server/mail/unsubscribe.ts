import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { markUnsubscribed, newsletterList } from '../newsletter/subscribers-repository.ts';
import { cancelQueuedMail, recordUnsubscribe } from './outbox-repository.ts';

/**
 * Takes an address off one mailing list: recorded, with every mail of that list still
 * queued for it cancelled, together or not at all.
 */
export async function unsubscribeFromList(
  db: Kysely<DB>,
  { email, list }: { email: string; list: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordUnsubscribe(trx, email, list);
    // The Transmission keeps its subscribers' status in step (admin counts, sending).
    if (list === newsletterList) await markUnsubscribed(trx, email, new Date());
    await cancelQueuedMail(trx, { recipient: email, list }, 'Not sent: the recipient unsubscribed');
  });
}
