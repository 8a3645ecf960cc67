import { sql, type Kysely } from 'kysely';

/**
 * What a local test subscription renews at: the amount its checkout charged, as a Stripe
 * subscription keeps its price when the catalogue's changes (the studio edits prices in
 * the database since 20261203090000-create-catalogue). Null on older rows: they renew at
 * the seed catalogue's amount, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE local_billing_subscriptions ADD COLUMN amount integer CHECK (amount > 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE local_billing_subscriptions DROP COLUMN amount`.execute(db);
}
