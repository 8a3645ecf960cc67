import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/** Stores an event once by its id; true when this delivery was the first. */
export async function insertWebhookEvent(
  db: Kysely<DB>,
  event: { id: string; type: string; data: unknown },
): Promise<boolean> {
  const inserted = await db
    .insertInto('webhook_events')
    .values({ id: event.id, event_type: event.type, event_data: JSON.stringify(event.data) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isWebhookEventProcessed(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.processed_at != null;
}

/**
 * Claims the event for this transaction by marking it processed: concurrent deliveries of
 * one event queue on its row, and all but the first find it already claimed. A failure
 * later in the transaction rolls the claim back, so a redelivery will try again.
 */
export async function claimUnprocessedEvent(db: Kysely<DB>, id: string): Promise<boolean> {
  const claimed = await db
    .updateTable('webhook_events')
    .set({ processed_at: new Date() })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Keeps the event completed with what the provider left out of it (line items). */
export async function replaceEventData(db: Kysely<DB>, id: string, data: unknown): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set({ event_data: JSON.stringify(data) })
    .where('id', '=', id)
    .execute();
}
