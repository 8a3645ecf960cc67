import { sql, type Kysely } from 'kysely';

/**
 * What the server knows about purchases, written only from verified payment events:
 * the provider's customers, subscriptions, orders, the ladder products a user owns, and
 * every payment event received (stored once by its id, so redeliveries are not processed
 * twice). user_id is null for an anonymous buyer until an account with the same e-mail
 * claims the purchase. Orders and subscriptions keep their row when the account is
 * deleted: they are financial records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (column) =>
      column.notNull().check(sql`provider IN ('local', 'stripe')`),
    )
    .addColumn('provider_customer_id', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'uuid', (column) =>
      column.references('auth_users.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (column) => column.check(sql`email = lower(btrim(email))`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('billing_customers_user_id_idx')
    .on('billing_customers')
    .columns(['user_id', 'created_at'])
    .execute();
  // Anonymous buyers waiting for an account with their e-mail.
  await db.schema
    .createIndex('billing_customers_unclaimed_email_idx')
    .on('billing_customers')
    .column('email')
    .where(sql.ref('user_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider_subscription_id', 'text', (column) => column.notNull().unique())
    .addColumn('provider_customer_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) =>
      column.references('auth_users.id').onDelete('set null'),
    )
    .addColumn('catalogue_key', 'text')
    .addColumn('provider_price_id', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('payment_method_brand', 'text')
    .addColumn('payment_method_last4', 'text')
    // When the state written here was true at the provider: an older observation never
    // overwrites a newer one, whatever order events arrive in.
    .addColumn('observed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('subscriptions_user_id_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('subscriptions_customer_idx')
    .on('subscriptions')
    .column('provider_customer_id')
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The checkout session of a one-time payment, or the invoice of a subscription payment:
    // the session and its invoice describe one payment and must make one order.
    .addColumn('provider_reference', 'text', (column) => column.notNull().unique())
    .addColumn('checkout_session_id', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('user_id', 'uuid', (column) =>
      column.references('auth_users.id').onDelete('set null'),
    )
    .addColumn('email', 'text')
    .addColumn('catalogue_key', 'text')
    .addColumn('provider_price_id', 'text')
    .addColumn('amount_total', 'integer', (column) =>
      column.notNull().check(sql`amount_total >= 0`),
    )
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status IN ('pending', 'completed', 'failed')`),
    )
    .addColumn('order_date', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('orders_user_id_order_date_idx')
    .on('orders')
    .columns(['user_id', 'order_date'])
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .column('provider_customer_id')
    .execute();
  await db.schema
    .createIndex('orders_checkout_session_idx')
    .on('orders')
    .column('checkout_session_id')
    .execute();

  await db.schema
    .createTable('user_products')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (column) => column.notNull())
    .addColumn('product_name', 'text', (column) => column.notNull())
    .addColumn('metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('active'))
    .addColumn('purchase_date', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_products_user_product_key', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('event_type', 'text', (column) => column.notNull())
    .addColumn('event_data', 'jsonb', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  // Checkout success looks up the completed event of one session.
  await sql`
    CREATE INDEX webhook_events_checkout_session_idx ON webhook_events
    ((event_data #>> '{data,object,id}'))
    WHERE event_type = 'checkout.session.completed'
  `.execute(db);

  // Per-user views named as the spec names their fields. The subscription view keeps one
  // row per user: a live subscription before an ended one, then the latest period.
  await sql`
    CREATE VIEW user_subscription_view AS
    SELECT DISTINCT ON (user_id)
      user_id,
      provider_subscription_id AS subscription_id,
      status AS subscription_status,
      coalesce(catalogue_key, provider_price_id) AS price_id,
      extract(epoch FROM current_period_end)::float8 AS current_period_end,
      payment_method_brand,
      payment_method_last4,
      cancel_at_period_end
    FROM subscriptions
    WHERE user_id IS NOT NULL
    ORDER BY user_id,
      (status IN ('active', 'trialing', 'past_due')) DESC,
      current_period_end DESC NULLS LAST,
      created_at DESC
  `.execute(db);
  await sql`
    CREATE VIEW user_orders_view AS
    SELECT
      user_id,
      id AS order_id,
      order_date,
      status AS order_status,
      amount_total,
      currency,
      coalesce(catalogue_key, provider_price_id) AS price_id,
      created_at AS recorded_at
    FROM orders
    WHERE user_id IS NOT NULL
  `.execute(db);

  for (const table of ['subscriptions', 'orders', 'user_products']) {
    await addRowChangeTrigger(db, table);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW user_orders_view`.execute(db);
  await sql`DROP VIEW user_subscription_view`.execute(db);
  for (const table of [
    'webhook_events',
    'user_products',
    'orders',
    'subscriptions',
    'billing_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

/**
 * Makes a table announce its inserts, updates and deletes on the `row_change` channel.
 * Written out here, not imported, so this migration does what it did when it shipped.
 */
async function addRowChangeTrigger(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_row_change`)}
    AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
    FOR EACH ROW EXECUTE FUNCTION notify_row_change()
  `.execute(db);
}
