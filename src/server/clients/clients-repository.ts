import type { Kysely, Selectable } from 'kysely';
import type { ClientValues } from '../../shared/schemas/clients.ts';
import type { ClientsTable, DB } from '../db/schema/schema.ts';

export type ClientRow = Selectable<ClientsTable>;

/** Every query is scoped by owner: another user's client simply does not exist here. */
export function listClients(db: Kysely<DB>, userId: string): Promise<ClientRow[]> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findClient(
  db: Kysely<DB>,
  { userId, clientId }: { userId: string; clientId: string },
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertClient(
  db: Kysely<DB>,
  { userId, values }: { userId: string; values: ClientValues },
): Promise<ClientRow> {
  return db
    .insertInto('clients')
    .values({ ...values, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateClient(
  db: Kysely<DB>,
  { userId, clientId, values }: { userId: string; clientId: string; values: ClientValues },
): Promise<ClientRow | undefined> {
  return db
    .updateTable('clients')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', clientId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the client; its communications go with it (ON DELETE CASCADE). */
export async function deleteClient(
  db: Kysely<DB>,
  { userId, clientId }: { userId: string; clientId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('clients')
    .where('id', '=', clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
