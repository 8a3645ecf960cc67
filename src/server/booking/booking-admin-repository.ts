import type { Kysely } from 'kysely';
import type { AdminBooking } from '../../shared/booking/booking-types.ts';
import { toCsv } from '../../shared/csv-text.ts';
import type { DB } from '../db/schema.ts';

/** Upcoming calls soonest first, past ones latest first; moved rows are left out. */
export async function listAdminBookings(
  db: Kysely<DB>,
  { when, now, limit = 500 }: { when: 'upcoming' | 'past'; now: Date; limit?: number },
): Promise<AdminBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('booking_kinds', 'booking_kinds.id', 'bookings.kind_id')
    .selectAll('bookings')
    .select('booking_kinds.name as kind_name')
    .where('bookings.status', 'in', ['confirmed', 'cancelled', 'held'])
    .where('bookings.ends_at', when === 'upcoming' ? '>' : '<=', now)
    .orderBy('bookings.starts_at', when === 'upcoming' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kindName: row.kind_name,
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    name: row.name,
    email: row.email,
    timeZone: row.time_zone,
    answers: row.answers,
    cancelledBy: row.cancelled_by,
    cancelMessage: row.cancel_message,
    createdAt: row.created_at.toISOString(),
  }));
}

export function bookingsToCsv(bookings: readonly AdminBooking[]): string {
  return toCsv(
    ['Starts', 'Ends', 'Call', 'Status', 'Name', 'Email', 'Visitor time zone', 'Answers', 'Booked'],
    bookings.map((booking) => [
      booking.startsAt,
      booking.endsAt,
      booking.kindName,
      booking.status,
      booking.name,
      booking.email,
      booking.timeZone,
      Object.values(booking.answers).join(' | '),
      booking.createdAt,
    ]),
  );
}
