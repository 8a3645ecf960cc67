import type { Kysely } from 'kysely';
import type { BookingCredit } from '../../shared/booking/booking-types.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';

/**
 * Spending a booking credit (issue 34). A credit is owed for a paid call cancelled under
 * the studio's "credit" rule, one per cancelled booking. Whoever holds that booking's
 * signed manage link (mailed to its address; the same link that cancelled it) may book a
 * paid kind with it instead of paying, with the same e-mail address, once. The link is
 * the proof: a bare e-mail typed into the form proves nothing (anybody knows anybody's
 * address), and a guest has no account to sign in with.
 */

/** The price is covered and the currency matches, or this error says why not. */
function creditUnavailable(): AppError {
  return new AppError(
    409,
    'credit_unavailable',
    'This credit cannot pay for this call: it was used already, is for another address or does not cover the price.',
  );
}

/**
 * Marks the credit of `fromBookingId` used by `bookingId`, inside the booking's
 * transaction. The update names `used_at IS NULL`, so of two bookings racing for one
 * credit the second waits for the first's row lock, re-reads the row, finds it used and
 * fails (the whole booking rolls back); the unique `used_by_booking_id` and the check
 * tying it to `used_at` hold any other writer to the same rule.
 */
export async function spendCredit(
  trx: Kysely<DB>,
  {
    fromBookingId,
    bookingId,
    email,
    priceCents,
    now,
  }: { fromBookingId: string; bookingId: string; email: string; priceCents: number; now: Date },
): Promise<void> {
  const spent = await trx
    .updateTable('booking_credits')
    .set({ used_at: now, used_by_booking_id: bookingId })
    .where('booking_id', '=', fromBookingId)
    .where('used_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('currency', '=', 'usd')
    .where('amount', '>=', priceCents)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) throw creditUnavailable();
}

/** The credit a booking was paid with, if any (to give it back when that call is cancelled). */
export async function creditSpentOn(db: Kysely<DB>, bookingId: string) {
  return db
    .selectFrom('booking_credits')
    .select(['amount', 'currency'])
    .where('used_by_booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** A moved booking keeps the credit it was paid with (as a paid one keeps its payment). */
export async function moveSpentCredit(
  trx: Kysely<DB>,
  { from, to }: { from: string; to: string },
): Promise<void> {
  await trx
    .updateTable('booking_credits')
    .set({ used_by_booking_id: to })
    .where('used_by_booking_id', '=', from)
    .execute();
}

/** The credit kept from cancelled booking `bookingId`, if it has one, used or not. */
export async function creditOf(
  db: Kysely<DB>,
  bookingId: string,
): Promise<BookingCredit | undefined> {
  const row = await db
    .selectFrom('booking_credits as c')
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .innerJoin('booking_kinds as k', 'k.id', 'b.kind_id')
    .select([
      'c.amount',
      'c.currency',
      'c.email',
      'c.created_at',
      'c.used_at',
      'b.starts_at',
      'b.time_zone',
      'k.slug',
      'k.name',
    ])
    .where('c.booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    amount: row.amount,
    currency: row.currency,
    email: row.email,
    fromKind: { slug: row.slug, name: row.name },
    fromStartsAt: row.starts_at.toISOString(),
    fromTimeZone: row.time_zone,
    createdAt: row.created_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
  };
}
