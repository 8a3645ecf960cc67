import { sql, type Kysely } from 'kysely';

/**
 * The built-in local payment provider's own records: what Stripe would hold in its
 * account (customers, cards, checkout and portal sessions, subscriptions, sent events).
 * The app never reads these directly; it learns of purchases from the signed events the
 * provider sends, exactly as with Stripe. Cards are kept as brand and last four only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('local_billing_customers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text')
    .addColumn('user_id', 'text')
    .addColumn('default_payment_method_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('local_billing_payment_methods')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('local_billing_customers.id').onDelete('cascade'),
    )
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('last4', 'text', (column) => column.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('local_billing_subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('local_billing_customers.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('current_period_start', 'timestamptz', (column) => column.notNull())
    .addColumn('current_period_end', 'timestamptz', (column) => column.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('default_payment_method_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('local_billing_checkout_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('price_id', 'text', (column) => column.notNull())
    .addColumn('mode', 'text', (column) =>
      column.notNull().check(sql`mode IN ('payment', 'subscription')`),
    )
    .addColumn('amount_total', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('success_url', 'text', (column) => column.notNull())
    .addColumn('cancel_url', 'text', (column) => column.notNull())
    .addColumn('client_reference_id', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status IN ('open', 'complete', 'expired')`),
    )
    .addColumn('subscription_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_portal_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('local_billing_customers.id').onDelete('cascade'),
    )
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // Every event the provider sent, so a failed delivery can be retried and tests can
  // replay them (out of order, twice) through the webhook.
  await db.schema
    .createTable('local_billing_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('sequence', 'bigint', (column) => column.notNull().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'local_billing_events',
    'local_billing_portal_sessions',
    'local_billing_checkout_sessions',
    'local_billing_subscriptions',
    'local_billing_payment_methods',
    'local_billing_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
