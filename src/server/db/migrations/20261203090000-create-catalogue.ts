import { sql, type Kysely } from 'kysely';

/**
 * The catalogue the studio edits (docs/decisions/2026-12-03-catalogue-in-the-database.md):
 * one row per product, bundle, plan or ticket, seeded from the code's catalogue on first
 * start. Amounts are cents. `catalogue_state.revision` moves on every save, so a process
 * asks one number to know whether its rendered pages are stale. A history row per save
 * says who changed which item, when, each field old to new. `catalogue_provider_prices`
 * remembers the payment provider's price for each amount an item has sold at (Stripe's
 * prices are immutable: a new amount is a new price), so the admin sees which is live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_state (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0)
    )
  `.execute(db);
  await sql`INSERT INTO catalogue_state (id) VALUES (1)`.execute(db);
  await sql`
    CREATE TABLE catalogue_items (
      key text PRIMARY KEY,
      position integer NOT NULL,
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      description text NOT NULL,
      mode text NOT NULL CHECK (mode IN ('payment', 'subscription')),
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'usd',
      interval_months smallint CHECK (interval_months > 0),
      installments smallint CHECK (installments > 1),
      duration text,
      included jsonb NOT NULL DEFAULT '[]'::jsonb,
      ladder_products jsonb NOT NULL DEFAULT '[]'::jsonb,
      sale_amount integer,
      sale_starts_at timestamptz,
      sale_ends_at timestamptz,
      revision integer NOT NULL DEFAULT 0,
      updated_at timestamptz,
      updated_by uuid REFERENCES auth_users (id) ON DELETE SET NULL,
      CHECK ((mode = 'subscription') = (interval_months IS NOT NULL)),
      CHECK (
        (sale_amount IS NULL AND sale_starts_at IS NULL AND sale_ends_at IS NULL)
        OR (sale_amount > 0 AND sale_amount < amount AND sale_ends_at > sale_starts_at)
      )
    )
  `.execute(db);
  await sql`
    CREATE TABLE catalogue_history (
      revision integer PRIMARY KEY,
      item_key text NOT NULL REFERENCES catalogue_items (key) ON DELETE CASCADE,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by uuid REFERENCES auth_users (id) ON DELETE SET NULL,
      changed_by_email text NOT NULL,
      changes jsonb NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE catalogue_provider_prices (
      provider text NOT NULL,
      item_key text NOT NULL REFERENCES catalogue_items (key) ON DELETE CASCADE,
      amount integer NOT NULL,
      price_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, item_key, amount),
      UNIQUE (provider, price_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE catalogue_provider_prices`.execute(db);
  await sql`DROP TABLE catalogue_history`.execute(db);
  await sql`DROP TABLE catalogue_items`.execute(db);
  await sql`DROP TABLE catalogue_state`.execute(db);
}
