import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { BookingKindRow, BookingRow } from './booking-repository.ts';
import { kindById } from './booking-repository.ts';
import type { BookingPayments } from './booking-service.ts';

/** Where the checkout returns after paying; the session id is filled in by the provider. */
export const paidBookingPath = '/book/paid';

/**
 * Sends a held booking to the existing checkout (guest or signed in) for its kind's
 * catalogue item, and links the session to the booking: the payment event finds the
 * booking by it. If the checkout cannot start, the hold is released at once rather than
 * blocking the slot for 15 minutes.
 */
export async function startBookingCheckout(
  db: Kysely<DB>,
  payments: BookingPayments,
  {
    booking,
    kind,
    user,
    publicUrl,
  }: {
    booking: BookingRow;
    kind: BookingKindRow;
    user: AuthenticatedUser | undefined;
    publicUrl: string;
  },
): Promise<string> {
  try {
    const session = await payments.startCheckout({
      catalogueKey: kind.catalogue_key ?? '',
      successUrl: `${publicUrl}${paidBookingPath}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}/book/${kind.slug}`,
      user,
    });
    await db
      .updateTable('bookings')
      .set({ checkout_session_id: session.id })
      .where('id', '=', booking.id)
      .execute();
    return session.url;
  } catch (error) {
    await db
      .updateTable('bookings')
      .set({ status: 'expired', updated_at: new Date() })
      .where('id', '=', booking.id)
      .where('status', '=', 'held')
      .execute();
    throw error;
  }
}

/**
 * The booking a checkout session paid for, as the page the checkout returns to asks
 * about it. The session id is the credential, as on the checkout success page: only the
 * person who went through the checkout has it.
 */
export async function bookingForCheckout(
  db: Kysely<DB>,
  checkoutSessionId: string,
): Promise<{ booking: BookingRow; kind: BookingKindRow } | undefined> {
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('checkout_session_id', '=', checkoutSessionId)
    .executeTakeFirst();
  const kind = booking && (await kindById(db, booking.kind_id));
  return booking && kind ? { booking, kind } : undefined;
}
