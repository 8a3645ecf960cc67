import { useEffect, useState } from 'react';
import type { PaidBookingAnswer } from '~/shared/booking/booking-types';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { fetchPaidBooking } from '../api/bookings';
import { BookingConfirmed } from './booking-confirmed';
import { formatCallTime } from '../slot-days';

/** How long the page keeps asking before it says the mail will follow instead. */
const patienceMs = 60_000;
const pollMs = 1_000;

type View =
  | { name: 'waiting'; answer?: PaidBookingAnswer }
  | { name: 'slow' }
  | { name: 'done'; answer: PaidBookingAnswer }
  | { name: 'error'; message: string };

/** Still on its way: the payment event has not reached the booking yet. */
const isSettled = ({ booking }: PaidBookingAnswer) =>
  booking.status === 'confirmed' || booking.settlement !== undefined;

/**
 * The page the checkout returns to. The payment's signed event confirms the booking on the
 * server, a moment after the visitor lands here, so the page asks until it has.
 */
export function PaidBooking({ sessionId }: { sessionId: string }) {
  const [view, setView] = useState<View>({ name: 'waiting' });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const startedAt = Date.now();
    const ask = async () => {
      try {
        const answer = await fetchPaidBooking(sessionId);
        if (isStopped) return;
        if (isSettled(answer)) return setView({ name: 'done', answer });
        if (Date.now() - startedAt > patienceMs) return setView({ name: 'slow' });
        setView({ name: 'waiting', answer });
        timer = setTimeout(() => void ask(), pollMs);
      } catch (caught) {
        if (isStopped) return;
        const message =
          caught instanceof ApiError && caught.status === 404
            ? 'We could not find a booking for this payment. Please use the link in your mail.'
            : 'We could not load your booking. Please reload the page.';
        setView({ name: 'error', message });
      }
    };
    void ask();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  if (view.name === 'error')
    return (
      <p role="alert" className="text-red-200">
        {view.message}
      </p>
    );
  if (view.name === 'slow')
    return (
      <p role="status" className="text-lg text-ink-100">
        Your payment is still being confirmed. The confirmation mail with the calendar file follows
        as soon as it is.
      </p>
    );
  if (view.name === 'waiting')
    return <Spinner label="Confirming your payment..." className="py-10" />;
  const { booking, email } = view.answer;
  if (booking.status === 'confirmed')
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{booking.kind.name}</h1>
        <p className="text-ink-300">Paid, thank you. Your receipt is on its way too.</p>
        <BookingConfirmed booking={booking} email={email} />
      </div>
    );
  return (
    <section aria-labelledby="released-heading" className="flex flex-col gap-4">
      <h1 id="released-heading" className="text-2xl font-bold">
        This time is no longer free
      </h1>
      <p className="text-ink-200">
        We held {formatCallTime(booking.startsAt, booking.timeZone)} for 15 minutes; your payment
        arrived after that and someone else had booked it meanwhile. Your payment is refunded to
        your card, and a mail to <strong>{email}</strong> says so.
      </p>
      <a href={`/book/${booking.kind.slug}`} className="text-signal-300 underline">
        Pick another time
      </a>
    </section>
  );
}
