import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/** The outbox rows to an address, oldest first, optionally of one kind (tests). */
export function outboxRowsTo(db: Kysely<DB>, recipient: string, kind?: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .$if(kind !== undefined, (query) => query.where('kind', '=', kind!))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
