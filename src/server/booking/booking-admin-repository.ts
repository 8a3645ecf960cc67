import type { Kysely, Selectable } from 'kysely';
import type { AdminBooking } from '../../shared/booking/booking-types.ts';
import { toCsv } from '../../shared/csv-text.ts';
import type { BookingsTable } from '../db/booking-schema.ts';
import type { DB } from '../db/schema.ts';

/** Upcoming calls soonest first, past ones latest first; moved rows are left out. */
export async function listAdminBookings(
  db: Kysely<DB>,
  { when, now, limit = 500 }: { when: 'upcoming' | 'past'; now: Date; limit?: number },
): Promise<AdminBooking[]> {
  const rows = await listedBookings(db)
    .where('bookings.ends_at', when === 'upcoming' ? '>' : '<=', now)
    .orderBy('bookings.starts_at', when === 'upcoming' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows.map(adminBooking);
}

/** The calls that start in [from, until): the admin's week view, earliest first. */
export async function listBookingsStartingBetween(
  db: Kysely<DB>,
  { from, until }: { from: Date; until: Date },
): Promise<AdminBooking[]> {
  const rows = await listedBookings(db)
    .where('bookings.starts_at', '>=', from)
    .where('bookings.starts_at', '<', until)
    .orderBy('bookings.starts_at', 'asc')
    .limit(1000)
    .execute();
  return rows.map(adminBooking);
}

function listedBookings(db: Kysely<DB>) {
  return db
    .selectFrom('bookings')
    .innerJoin('booking_kinds', 'booking_kinds.id', 'bookings.kind_id')
    .selectAll('bookings')
    .select('booking_kinds.name as kind_name')
    .where('bookings.status', 'in', ['confirmed', 'cancelled', 'held']);
}

function adminBooking(row: Selectable<BookingsTable> & { kind_name: string }): AdminBooking {
  return {
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
  };
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
