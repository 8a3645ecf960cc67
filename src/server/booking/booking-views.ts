import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import type { PublicBookingKind, VisitorBooking } from '../../shared/booking/booking-types.ts';
import type { BookingKindRow, BookingRow } from './booking-repository.ts';

/** A kind's price in cents from the catalogue; null when free (or its key is unknown). */
export function kindPriceCents(kind: Pick<BookingKindRow, 'catalogue_key'>): number | null {
  const key = kind.catalogue_key;
  return key && isCatalogueKey(key) ? catalogue[key].amount : null;
}

export function publicKind(kind: BookingKindRow): PublicBookingKind {
  return {
    slug: kind.slug,
    name: kind.name,
    description: kind.description,
    durationMinutes: kind.duration_minutes,
    locationKind: kind.location_kind,
    questions: kind.questions,
    priceCents: kindPriceCents(kind),
  };
}

export function visitorBooking(booking: BookingRow, kind: BookingKindRow): VisitorBooking {
  return {
    id: booking.id,
    status: booking.status,
    kind: publicKind(kind),
    startsAt: booking.starts_at.toISOString(),
    endsAt: booking.ends_at.toISOString(),
    timeZone: booking.time_zone,
    name: booking.name,
    ...(booking.hold_expires_at && booking.status === 'held'
      ? { holdExpiresAt: booking.hold_expires_at.toISOString() }
      : {}),
    ...(booking.settlement ? { settlement: booking.settlement } : {}),
  };
}
