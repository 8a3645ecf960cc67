import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import type { PaymentNote } from './booking-payment-text.ts';
import type { BookingKindRow, BookingRow } from './booking-repository.ts';
import type { BookedCall } from './booking-templates.ts';

/** Reminders go this long before each call (as for the webinar). */
const reminderLeads = [
  { label: '24 hours', ms: 24 * 60 * 60 * 1000 },
  { label: '1 hour', ms: 60 * 60 * 1000 },
] as const;

/** Groups a booking's mails: cancelling or moving it cancels what is still queued. */
export const bookingReference = (bookingId: string) => `booking:${bookingId}`;

export function bookedCall(booking: BookingRow, kind: BookingKindRow): BookedCall {
  return {
    bookingId: booking.id,
    name: booking.name,
    kindName: kind.name,
    kindSlug: kind.slug,
    startsAt: booking.starts_at.toISOString(),
    endsAt: booking.ends_at.toISOString(),
    timeZone: booking.time_zone,
    locationKind: kind.location_kind,
    location: kind.location,
  };
}

/**
 * The confirmation with its calendar file, and the reminders 24 hours and 1 hour before,
 * queued in the transaction that confirms the booking. A reminder whose moment has passed
 * is not queued; each is dropped unsent once the call has begun.
 */
export async function queueConfirmedMails(
  trx: Kysely<DB>,
  outbox: MailOutbox,
  { booking, kind, now }: { booking: BookingRow; kind: BookingKindRow; now: Date },
): Promise<void> {
  const call = bookedCall(booking, kind);
  await outbox.enqueue(trx, {
    kind: 'booking_confirmation',
    to: booking.email,
    idempotencyKey: `booking-confirmation:${booking.id}`,
    reference: bookingReference(booking.id),
    data: { ...call, bookedAt: now.toISOString() },
  });
  for (const lead of reminderLeads) {
    const dueAt = new Date(booking.starts_at.getTime() - lead.ms);
    if (dueAt <= now) continue;
    await outbox.enqueue(trx, {
      kind: 'booking_reminder',
      to: booking.email,
      idempotencyKey: `booking-reminder:${booking.id}:${lead.label}`,
      reference: bookingReference(booking.id),
      dueAt,
      expiresAt: booking.starts_at,
      data: { ...call, lead: lead.label },
    });
  }
}

/** Stops a booking's queued mails (reminders) and sends the cancellation. */
export async function queueCancelledMails(
  trx: Kysely<DB>,
  outbox: MailOutbox,
  {
    booking,
    kind,
    now,
    message,
    byStudio,
    payment,
  }: {
    booking: BookingRow;
    kind: BookingKindRow;
    now: Date;
    message: string;
    byStudio: boolean;
    payment: PaymentNote | null;
  },
): Promise<void> {
  await cancelQueuedMail(trx, { reference: bookingReference(booking.id) }, 'booking cancelled');
  await outbox.enqueue(trx, {
    kind: 'booking_cancelled',
    to: booking.email,
    idempotencyKey: `booking-cancelled:${booking.id}`,
    reference: `booking-cancelled:${booking.id}`,
    data: {
      ...bookedCall(booking, kind),
      cancelledAt: now.toISOString(),
      message,
      byStudio,
      ...(payment ? { payment } : {}),
    },
  });
}
