import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CommunicationsTable, DB } from '../db/schema/schema.ts';

export type CommunicationRow = Selectable<CommunicationsTable>;
export type NewCommunication = Omit<Insertable<CommunicationsTable>, 'status' | 'created_at'>;

/** A client's history, newest first; the caller has already checked the client is theirs. */
export function listCommunications(
  db: Kysely<DB>,
  { userId, clientId }: { userId: string; clientId: string },
): Promise<CommunicationRow[]> {
  return db
    .selectFrom('communications')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertCommunication(
  db: Kysely<DB>,
  communication: NewCommunication,
): Promise<CommunicationRow> {
  return db
    .insertInto('communications')
    .values({ ...communication, status: 'sent' })
    .returningAll()
    .executeTakeFirstOrThrow();
}
