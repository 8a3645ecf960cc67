import type { PublicBookingKind } from '~/shared/booking/booking-types';

/** The paid kind of call the booking screens' component tests book, pay for and cancel. */
export const sparkKind: PublicBookingKind = {
  slug: 'spark-session',
  name: 'SPARK™ Session',
  description: '',
  durationMinutes: 90,
  locationKind: 'video',
  questions: [],
  priceCents: 150_000,
};
