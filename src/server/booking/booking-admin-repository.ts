import type { Kysely, Selectable, SqlBool } from 'kysely';
import {
  paymentStateLabels,
  type AdminBooking,
  type BookingPaymentState,
} from '../../shared/booking/booking-types.ts';
import { toCsv } from '../../shared/csv-text.ts';
import type { BookingsTable } from '../db/schema/booking-schema.ts';
import type { DB } from '../db/schema/schema.ts';

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
    .select((eb) => [
      'booking_kinds.name as kind_name',
      'booking_kinds.catalogue_key',
      eb
        .exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.checkout_session_id', '=', 'bookings.checkout_session_id')
            .where('orders.status', '=', 'completed'),
        )
        .as('has_paid_order'),
      eb
        .exists(
          eb
            .selectFrom('booking_credits')
            .select('booking_credits.id')
            .whereRef('booking_credits.used_by_booking_id', '=', 'bookings.id'),
        )
        .as('paid_with_credit'),
    ])
    .where('bookings.status', 'in', ['confirmed', 'cancelled', 'held']);
}

type ListedRow = Selectable<BookingsTable> & {
  kind_name: string;
  catalogue_key: string | null;
  // EXISTS comes back as a boolean from PostgreSQL; Kysely types it as SqlBool.
  has_paid_order: SqlBool;
  paid_with_credit: SqlBool;
};

/** What became of the money, most final first: a settlement outranks the payment. */
export function paymentState(row: ListedRow): BookingPaymentState {
  if (row.settlement) return row.settlement;
  if (row.paid_with_credit) return 'paid_with_credit';
  if (row.has_paid_order) return 'paid';
  if (!row.catalogue_key) return 'free';
  return row.status === 'held' ? 'awaiting_payment' : 'unpaid';
}

function adminBooking(row: ListedRow): AdminBooking {
  return {
    id: row.id,
    payment: paymentState(row),
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
    [
      'Starts',
      'Ends',
      'Call',
      'Status',
      'Payment',
      'Name',
      'Email',
      'Visitor time zone',
      'Answers',
      'Booked',
    ],
    bookings.map((booking) => [
      booking.startsAt,
      booking.endsAt,
      booking.kindName,
      booking.status,
      paymentStateLabels[booking.payment],
      booking.name,
      booking.email,
      booking.timeZone,
      Object.values(booking.answers).join(' | '),
      booking.createdAt,
    ]),
  );
}
