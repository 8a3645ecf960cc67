import { sql, type Kysely } from 'kysely';

/**
 * The admin's Orders list (newest first) and Analytics' revenue by period read orders by
 * date across all users; the only date index led with user_id. Self-contained SQL: a
 * migration must not change when live code does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_order_date_idx ON orders (order_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_order_date_idx`.execute(db);
}
