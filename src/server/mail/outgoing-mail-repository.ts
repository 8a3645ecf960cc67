import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, OutgoingMailTable } from '../db/schema.ts';

export type NewOutgoingMail = Pick<
  Insertable<OutgoingMailTable>,
  'kind' | 'recipient' | 'subject' | 'body_text'
>;
export type OutgoingMail = Selectable<OutgoingMailTable>;

export async function insertOutgoingMail(db: Kysely<DB>, mail: NewOutgoingMail): Promise<string> {
  const row = await db
    .insertInto('outgoing_mail')
    .values(mail)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markMailSent(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ sent_at: sql<Date>`now()`, failure: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: Kysely<DB>, id: string, failure: string): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ failure: failure.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Newest first; for tests and support look-ups. */
export function listOutgoingMail(db: Kysely<DB>, recipient: string): Promise<OutgoingMail[]> {
  return db
    .selectFrom('outgoing_mail')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .execute();
}
