import { sql, type Kysely } from 'kysely';

/**
 * Paid bookings (issue 34): what happened to the money of a paid booking that did not go
 * ahead, and the credits the studio owes.
 *
 * - `bookings.settlement`: `refund_due` (the refund is owed and not yet made at the
 *   provider; the booking sweep makes it, from any process, idempotently), `refunded`,
 *   or `credited`. NULL for a free booking or a paid one that stands.
 * - `booking_credits`: one credit per booking at most, for a paid call cancelled when the
 *   studio's rule is "credit" (booking_availability.paid_cancellation).
 * - partial indexes for the sweep: holds by expiry, refunds still owed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('settlement', 'text', (column) =>
      column.check(sql`settlement IN ('refund_due', 'refunded', 'credited')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`
    CREATE INDEX bookings_held_by_expiry ON bookings (hold_expires_at) WHERE status = 'held'
  `.execute(db);
  await sql`
    CREATE INDEX bookings_refunds_due ON bookings (updated_at) WHERE settlement = 'refund_due'
  `.execute(db);

  await db.schema
    .createTable('booking_credits')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('booking_id', 'uuid', (column) =>
      column.notNull().unique().references('bookings.id').onDelete('restrict'),
    )
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX booking_credits_email ON booking_credits (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_credits').execute();
  await sql`DROP INDEX bookings_refunds_due`.execute(db);
  await sql`DROP INDEX bookings_held_by_expiry`.execute(db);
  await db.schema
    .alterTable('bookings')
    .dropColumn('settled_at')
    .dropColumn('settlement')
    .execute();
}
