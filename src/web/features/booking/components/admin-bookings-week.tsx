import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { paymentStateLabels, type AdminBooking } from '~/shared/booking/booking-types';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { useBookingWeek } from '../api/admin-bookings';
import { PaymentBadge } from './payment-badge';
import { formatSlotTime, timeZoneName } from '../slot-days';
import { addDays, dateInZone, formatWeekday, formatWeekRange, weekDates } from '../week-dates';

/**
 * One week of calls, Monday to Sunday in the studio's zone, each day's calls in time
 * order. Seven columns on a wide screen; on a phone the days stack, each under its own
 * heading, so nothing is squeezed into a seventh of 390 pixels. Every call is a
 * disclosure (`details`), so the keyboard opens it without any script of ours.
 */
export function AdminBookingsWeek() {
  const [start, setStart] = useState<string | null>(null);
  const query = useBookingWeek(start);
  if (query.isPending) return <Spinner label="Loading the week..." />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-200">
        Could not load the week: {query.error.message}
      </p>
    );
  }
  const week = query.data;
  const byDay = new Map<string, AdminBooking[]>();
  for (const booking of week.bookings) {
    const date = dateInZone(booking.startsAt, week.studioTimeZone);
    byDay.set(date, [...(byDay.get(date) ?? []), booking]);
  }
  const range = formatWeekRange(week.start);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Previous week"
          onClick={() => setStart(addDays(week.start, -7))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button
          variant="secondary"
          aria-label="Next week"
          onClick={() => setStart(addDays(week.start, 7))}
        >
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" onClick={() => setStart(null)} disabled={start === null}>
          This week
        </Button>
        <h3 aria-live="polite" className="font-semibold sm:ml-2">
          Week of {range}
        </h3>
      </div>
      <p className="mb-4 text-sm text-ink-400">
        Times in {timeZoneName(week.studioTimeZone, new Date(`${week.start}T12:00:00Z`))}.
      </p>
      <ol
        aria-label={`Calls, week of ${range}`}
        className="grid grid-cols-1 gap-3 md:grid-cols-7 md:gap-2"
      >
        {weekDates(week.start).map((date) => (
          <WeekDay
            key={date}
            date={date}
            isToday={date === week.today}
            bookings={byDay.get(date) ?? []}
            studioTimeZone={week.studioTimeZone}
          />
        ))}
      </ol>
    </div>
  );
}

function WeekDay({
  date,
  isToday,
  bookings,
  studioTimeZone,
}: {
  date: string;
  isToday: boolean;
  bookings: AdminBooking[];
  studioTimeZone: string;
}) {
  const { weekday, day } = formatWeekday(date);
  const headingId = `week-day-${date}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 md:min-h-40 ${
        isToday ? 'border-signal-500/70 bg-signal-500/5' : 'border-ink-800 bg-ink-900/40'
      }`}
    >
      <h4 id={headingId} className="text-sm font-semibold">
        <span className="md:block">{weekday}</span>{' '}
        <span className="text-ink-300 md:text-xs">{day}</span>
        {isToday && <span className="ml-1 text-xs text-signal-300">(today)</span>}
      </h4>
      {bookings.length === 0 ? (
        <p className="text-xs text-ink-500">No calls</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bookings.map((booking) => (
            <WeekCall key={booking.id} booking={booking} studioTimeZone={studioTimeZone} />
          ))}
        </ul>
      )}
    </li>
  );
}

function WeekCall({ booking, studioTimeZone }: { booking: AdminBooking; studioTimeZone: string }) {
  const isCancelled = booking.status === 'cancelled';
  return (
    <li>
      <details
        className={`rounded-lg border border-ink-700 bg-ink-900 text-sm ${isCancelled ? 'opacity-60' : ''}`}
      >
        <summary className="cursor-pointer rounded-lg px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-signal-400">
          <span className="font-semibold">{formatSlotTime(booking.startsAt, studioTimeZone)}</span>{' '}
          <span className={isCancelled ? 'line-through' : ''}>{booking.name}</span>
          <span className="block text-xs break-words text-ink-300">
            {booking.kindName}
            {booking.status === 'confirmed' ? '' : ` · ${booking.status}`}
          </span>
          {booking.payment !== 'free' && <PaymentBadge state={booking.payment} className="mt-1" />}
        </summary>
        <div className="flex flex-col gap-1 border-t border-ink-800 px-2 py-2 text-xs text-ink-200">
          <p>
            {formatSlotTime(booking.startsAt, studioTimeZone)} –{' '}
            {formatSlotTime(booking.endsAt, studioTimeZone)}
          </p>
          <a href={`mailto:${booking.email}`} className="break-all underline">
            {booking.email}
          </a>
          <p>Their zone: {booking.timeZone}</p>
          <p>Payment: {paymentStateLabels[booking.payment]}</p>
          {Object.values(booking.answers).map((answer) => (
            <p key={answer} className="text-ink-300">
              “{answer}”
            </p>
          ))}
          {booking.cancelMessage && <p className="text-ink-300">Note: {booking.cancelMessage}</p>}
        </div>
      </details>
    </li>
  );
}
