import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AddressProvenHooks } from '../auth/auth-dependencies.ts';
import type { DB } from '../db/schema/schema.ts';
import { claimPurchasesForUser } from './purchase-records.ts';
import { recordVerifiedEmail } from './verified-emails-repository.ts';

/**
 * Billing's part when a person proves an address: the address is recorded as theirs in
 * the proving transaction, and afterwards the guest purchases made with it join their
 * account. A failed join is logged and tried again at their next proof or purchase claim.
 */
export function billingAddressProvenHooks(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): AddressProvenHooks {
  return {
    record: (trx, { userId, email }) => recordVerifiedEmail(trx, userId, email),
    afterCommit: (proven) =>
      claimPurchasesForUser(db, proven).catch((error: unknown) => {
        log.warn({ err: error, userId: proven.userId }, 'could not join guest purchases');
      }),
  };
}
