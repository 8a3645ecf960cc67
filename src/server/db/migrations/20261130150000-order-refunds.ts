import { sql, type Kysely } from 'kysely';

/**
 * Refunds, recorded from the provider's `charge.refunded` event. The order keeps the
 * cumulative amount refunded and when it last changed (partial refunds add up); each
 * increase is also kept as its own row, with the time it happened, so a report counts a
 * refund in the month it was made rather than the month of the payment or of a later
 * refund. A charge names its payment intent, so orders keep theirs to be found by it.
 * The local provider, like Stripe, keeps what it refunded of each of its charges, so it
 * can refuse a refund beyond what was paid in one atomic update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN payment_intent_id text`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN amount_refunded integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN refunded_at timestamptz`.execute(db);
  await sql`
    ALTER TABLE orders ADD CONSTRAINT orders_amount_refunded_check
    CHECK (amount_refunded >= 0 AND amount_refunded <= amount_total)
  `.execute(db);
  await sql`CREATE INDEX orders_payment_intent_idx ON orders (payment_intent_id)`.execute(db);
  await sql`
    CREATE TABLE order_refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      provider_event_id text NOT NULL UNIQUE,
      amount integer NOT NULL CHECK (amount > 0),
      refunded_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX order_refunds_refunded_at_idx ON order_refunds (refunded_at)`.execute(db);
  await sql`CREATE INDEX order_refunds_order_idx ON order_refunds (order_id)`.execute(db);
  await sql`
    ALTER TABLE local_billing_checkout_sessions
    ADD COLUMN amount_refunded integer NOT NULL DEFAULT 0
  `.execute(db);
  await sql`
    CREATE INDEX local_billing_checkout_sessions_payment_intent_idx
    ON local_billing_checkout_sessions (payment_intent_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX local_billing_checkout_sessions_payment_intent_idx`.execute(db);
  await sql`ALTER TABLE local_billing_checkout_sessions DROP COLUMN amount_refunded`.execute(db);
  await sql`DROP TABLE order_refunds`.execute(db);
  await sql`DROP INDEX orders_payment_intent_idx`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT orders_amount_refunded_check`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN refunded_at`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN amount_refunded`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN payment_intent_id`.execute(db);
}
