import { sql, type Kysely } from 'kysely';

/**
 * Booking credits become spendable (issue 34): `used_by_booking_id` names the booking a
 * credit paid for. Unique, so no booking is paid by two credits, and set together with
 * `used_at` (a check), so "used" always says by which booking. A credit is spent by a
 * conditional update `WHERE used_at IS NULL` in the booking's own transaction: two
 * bookings racing for one credit serialise on its row and the second finds it used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_credits')
    .addColumn('used_by_booking_id', 'uuid', (column) =>
      column.unique().references('bookings.id').onDelete('restrict'),
    )
    .execute();
  await sql`
    ALTER TABLE booking_credits ADD CONSTRAINT booking_credits_used_by_booking
      CHECK ((used_at IS NULL) = (used_by_booking_id IS NULL))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_credits').dropColumn('used_by_booking_id').execute();
}
