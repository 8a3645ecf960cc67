import { CalendarCheck } from 'lucide-react';
import type { VisitorBooking } from '~/shared/booking/booking-types';
import { formatCallTime } from '../slot-days';

/** Step 3: the call is booked; the mail with the calendar file is on its way. */
export function BookingConfirmed({ booking, email }: { booking: VisitorBooking; email: string }) {
  return (
    <section aria-labelledby="confirmed-heading" className="flex flex-col items-start gap-4">
      <CalendarCheck aria-hidden="true" className="size-10 text-signal-400" />
      <h2 id="confirmed-heading" className="text-2xl font-bold" tabIndex={-1}>
        You're booked
      </h2>
      <p className="text-ink-200">
        {booking.kind.name}, {formatCallTime(booking.startsAt, booking.timeZone)} (
        {booking.kind.durationMinutes} minutes).
      </p>
      <p className="text-ink-300">
        A confirmation with a calendar file is on its way to <strong>{email}</strong>. We will
        remind you 24 hours and 1 hour before.
      </p>
      {booking.manageUrl && (
        <a href={booking.manageUrl} className="text-signal-300 underline">
          Reschedule or cancel
        </a>
      )}
    </section>
  );
}
