import { useState } from 'react';
import type { AdminBooking } from '~/shared/booking/booking-types';
import { Button } from '~/web/components/ui/button';
import { TextAreaField } from '~/web/components/ui/form-field';
import { toast } from '~/web/lib/toast';
import { useCancelBooking } from '../api/admin-bookings';
import { PaymentBadge } from './payment-badge';
import { formatCallTime } from '../slot-days';

/** One call: who, when, what they answered, and cancelling it with a message. */
export function AdminBookingRow({
  booking,
  canCancel,
  studioTimeZone,
}: {
  booking: AdminBooking;
  canCancel: boolean;
  studioTimeZone: string;
}) {
  const [isCancelling, setIsCancelling] = useState(false);
  const [message, setMessage] = useState('');
  const cancel = useCancelBooking();
  const submit = () =>
    cancel.mutate(
      { id: booking.id, message },
      {
        onSuccess: () => toast.success(`Cancelled; ${booking.name} is told by mail.`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-800 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {formatCallTime(booking.startsAt, studioTimeZone)} · {booking.kindName}
        </p>
        <span className="flex flex-wrap gap-1">
          <span className="rounded-full border border-ink-700 px-2 py-0.5 text-xs text-ink-300">
            {booking.status}
            {booking.cancelledBy ? ` by ${booking.cancelledBy}` : ''}
          </span>
          <PaymentBadge state={booking.payment} />
        </span>
      </div>
      <p className="text-sm text-ink-200">
        {booking.name} ·{' '}
        <a href={`mailto:${booking.email}`} className="underline">
          {booking.email}
        </a>{' '}
        · their zone {booking.timeZone}
      </p>
      {Object.values(booking.answers).map((answer) => (
        <p key={answer} className="text-sm text-ink-300">
          “{answer}”
        </p>
      ))}
      {canCancel && booking.status === 'confirmed' && !isCancelling && (
        <Button variant="secondary" className="self-start" onClick={() => setIsCancelling(true)}>
          Cancel with a message
        </Button>
      )}
      {isCancelling && (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label="Message to the visitor"
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              isLoading={cancel.isPending}
              loadingText="Cancelling..."
              onClick={submit}
            >
              Cancel the call
            </Button>
            <Button variant="ghost" onClick={() => setIsCancelling(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
