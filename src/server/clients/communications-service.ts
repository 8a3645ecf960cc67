import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { Communication } from '../../shared/schemas/communications.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { getOwnClient } from './clients-service.ts';
import {
  insertCommunication,
  listCommunications,
  type CommunicationRow,
} from './communications-repository.ts';

export function toCommunication(row: CommunicationRow): Communication {
  return {
    id: row.id,
    clientId: row.client_id,
    type: row.type,
    subject: row.subject,
    content: row.content,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

interface ClientScope {
  db: Kysely<DB>;
  userId: string;
  clientId: string;
}

export async function getCommunications(scope: ClientScope): Promise<Communication[]> {
  await getOwnClient(scope);
  return (await listCommunications(scope.db, scope)).map(toCommunication);
}

/**
 * Records an email to the client. Nothing is delivered (spec section 1): the row is the
 * whole effect, so a client without an address cannot have an email "sent".
 */
export async function trackEmail({
  subject,
  content,
  ...scope
}: ClientScope & { subject: string; content: string }): Promise<Communication> {
  const client = await getOwnClient(scope);
  if (!client.email) {
    throw new AppError(422, 'client_email_required', messages.communications.emailRequired);
  }
  const row = await insertCommunication(scope.db, {
    client_id: client.id,
    user_id: scope.userId,
    type: 'email',
    subject,
    content,
  });
  return toCommunication(row);
}

/** Records an SMS to the client; like email, only the row is written. */
export async function trackSms({
  content,
  ...scope
}: ClientScope & { content: string }): Promise<Communication> {
  const client = await getOwnClient(scope);
  if (!client.phone) {
    throw new AppError(422, 'client_phone_required', messages.communications.phoneRequired);
  }
  const row = await insertCommunication(scope.db, {
    client_id: client.id,
    user_id: scope.userId,
    type: 'sms',
    subject: null,
    content,
  });
  return toCommunication(row);
}
