import type { Insertable, Kysely } from 'kysely';
import type { StartedCheckoutsTable } from '../db/schema/billing-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export async function recordStartedCheckout(
  db: Kysely<DB>,
  checkout: Omit<Insertable<StartedCheckoutsTable>, 'created_at'>,
): Promise<void> {
  await db
    .insertInto('started_checkouts')
    .values(checkout)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function findStartedCheckout(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('started_checkouts')
    .select(['catalogue_key', 'mode', 'amount_total', 'currency', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
