import type { Kysely } from 'kysely';
import type { Client, ClientValues } from '../../shared/schemas/clients.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import {
  deleteClient,
  findClient,
  insertClient,
  listClients,
  updateClient,
  type ClientRow,
} from './clients-repository.ts';

/** Another user's client answers exactly like a missing one, so ids reveal nothing. */
export const clientNotFound = () => AppError.notFound('Client not found');

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
  };
}

interface Owner {
  db: Kysely<DB>;
  userId: string;
}

export async function getClients({ db, userId }: Owner): Promise<Client[]> {
  return (await listClients(db, userId)).map(toClient);
}

/** The caller's own client, or a 404. */
export async function getOwnClient({
  db,
  userId,
  clientId,
}: Owner & { clientId: string }): Promise<ClientRow> {
  const row = await findClient(db, { userId, clientId });
  if (!row) throw clientNotFound();
  return row;
}

export async function addClient({
  db,
  userId,
  values,
}: Owner & { values: ClientValues }): Promise<Client> {
  return toClient(await insertClient(db, { userId, values }));
}

export async function editClient({
  db,
  userId,
  clientId,
  values,
}: Owner & { clientId: string; values: ClientValues }): Promise<Client> {
  const row = await updateClient(db, { userId, clientId, values });
  if (!row) throw clientNotFound();
  return toClient(row);
}

export async function removeClient({
  db,
  userId,
  clientId,
}: Owner & { clientId: string }): Promise<void> {
  if (!(await deleteClient(db, { userId, clientId }))) throw clientNotFound();
}
