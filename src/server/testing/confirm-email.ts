import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { outboxRowsTo } from './outbox-rows.ts';

/**
 * Follows the confirmation link of the welcome mail queued for `email` (tests), as its
 * owner would: the admin role of ADMIN_EMAILS and guest purchases wait for it.
 */
export async function confirmEmailFromOutbox(
  app: FastifyInstance,
  db: Kysely<DB>,
  email: string,
): Promise<{ access_token: string; user: { id: string } }> {
  const [welcome] = await outboxRowsTo(db, email, 'welcome');
  const link = (welcome?.data as { confirmationUrl?: string } | undefined)?.confirmationUrl;
  const tokenHash = link && new URL(link).searchParams.get('token_hash');
  if (!tokenHash) throw new Error(`no confirmation link was queued for ${email}`);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/verify',
    payload: { type: 'signup', token_hash: tokenHash },
  });
  if (response.statusCode !== 200) {
    throw new Error(`confirming ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ access_token: string; user: { id: string } }>();
}
