import { sql, type Kysely } from 'kysely';
import type { OutboxQuery } from '../../shared/schemas/outbox.ts';
import type { DB } from '../db/schema/schema.ts';

export const outboxPageSize = 50;

/** Newest first, filtered by part of the address and by status; one page past `before`. */
export function listOutbox(db: Kysely<DB>, query: OutboxQuery) {
  const needle = query.q?.toLowerCase();
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'subject',
      'status',
      'attempts',
      'due_at',
      'last_error',
      'created_at',
      'sent_at',
      'list',
    ])
    .$if(needle !== undefined && needle !== '', (select) =>
      select.where(
        sql<string>`lower(recipient)`,
        'like',
        `%${needle!.replace(/[\\%_]/g, '\\$&')}%`,
      ),
    )
    .$if(query.status !== undefined, (select) => select.where('status', '=', query.status!))
    .$if(query.before !== undefined, (select) =>
      select.where('created_at', '<', new Date(query.before!)),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(outboxPageSize + 1)
    .execute();
}

export function findOutboxMail(db: Kysely<DB>, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A failed or unsent mail goes back to the queue, due now, with a fresh two-day window of
 * tries. Anything else is left as it is (false).
 */
export async function requeueMail(db: Kysely<DB>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'queued',
      due_at: now,
      first_attempt_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'unsent'])
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await sql`SELECT pg_notify('mail_outbox', '')`.execute(db);
  return true;
}
