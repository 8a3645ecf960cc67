import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { EventEnvelope } from './billing-events.ts';
import type { BillingContext } from './subscription-sync.ts';

/**
 * An event made ready to apply: anything that needs the provider (reading a subscription
 * back, a session's line items) happens first, outside the database transaction, so a
 * slow provider call never holds the database; `apply` then writes in one transaction.
 */
export interface PreparedEvent {
  apply(db: Kysely<DB>): Promise<void>;
  /** The event as stored, completed with what the provider left out (line items). */
  enrichedData?: unknown;
}

/** Turns one provider event into a PreparedEvent (or nothing, for events we ignore). */
export type Preparer = (
  context: BillingContext,
  event: EventEnvelope,
) => Promise<PreparedEvent | undefined>;
