import { sql, type Kysely } from 'kysely';

/**
 * The local payment provider's subscriptions now renew and end on their own (see
 * local-billing-clock.ts): periods count from `billing_cycle_anchor` (the first period's
 * start), `cancel_at` is a payment plan's scheduled end, `ended_at` when a subscription
 * stopped. The index finds the live ones whose period is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('billing_cycle_anchor', 'timestamptz')
    .execute();
  await sql`UPDATE local_billing_subscriptions SET billing_cycle_anchor = current_period_start`.execute(
    db,
  );
  await db.schema
    .alterTable('local_billing_subscriptions')
    .alterColumn('billing_cycle_anchor', (column) => column.setNotNull())
    .execute();
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('cancel_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('local_billing_subscriptions_due')
    .on('local_billing_subscriptions')
    .column('current_period_end')
    .where(sql.ref('status'), '<>', 'canceled')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('local_billing_subscriptions_due').execute();
  await db.schema.alterTable('local_billing_subscriptions').dropColumn('ended_at').execute();
  await db.schema.alterTable('local_billing_subscriptions').dropColumn('cancel_at').execute();
  await db.schema
    .alterTable('local_billing_subscriptions')
    .dropColumn('billing_cycle_anchor')
    .execute();
}
