import { useEffect, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import {
  cancelManagedBooking,
  fetchManagedBooking,
  rescheduleManagedBooking,
  type ManagedBooking,
} from '../api/bookings';
import { ManageCredit } from './manage-credit';
import { SlotPicker } from './slot-picker';
import { formatCallTime, visitorTimeZone } from '../slot-days';
import { useKindSlots } from '../api/use-kind-slots';

const statusText: Record<string, string> = {
  cancelled: 'This call is cancelled.',
  rescheduled: 'This call was moved. The mail for the new time has its own link.',
  expired: 'This hold expired unpaid.',
  held: 'This call is waiting for its payment.',
};

function Reschedule({
  token,
  slug,
  onDone,
}: {
  token: string;
  slug: string;
  onDone: (message: string) => void;
}) {
  const { state, reload } = useKindSlots(slug);
  const [timeZone, setTimeZone] = useState(visitorTimeZone);
  const [error, setError] = useState<string>();
  if (state.status !== 'ready') return <Spinner label="Loading free times..." />;
  const pick = async (startsAt: string) => {
    try {
      await rescheduleManagedBooking(token, startsAt);
      onDone(`Moved to ${formatCallTime(startsAt, timeZone)}. A new confirmation is on its way.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not move the call.');
      reload();
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="text-sm text-red-200">
          {error}
        </p>
      )}
      <SlotPicker
        heading="Pick a new time"
        slots={state.data.slots}
        timeZone={timeZone}
        onTimeZoneChange={setTimeZone}
        onPick={(slot) => void pick(slot)}
      />
    </div>
  );
}

const paymentNote = {
  refund: 'Your payment is refunded to your card; the confirmation mail says so.',
  credit: 'Your payment is kept as a credit for a future session; the mail has its link.',
  none: 'A confirmation is on its way.',
} as const;

/** The page behind the signed link in booking mails: see, move or cancel one call. */
export function ManageBooking({ token }: { token: string }) {
  const [data, setData] = useState<ManagedBooking>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [mode, setMode] = useState<'view' | 'reschedule' | 'confirm-cancel'>('view');
  const [isCancelling, setIsCancelling] = useState(false);

  useEffect(() => {
    fetchManagedBooking(token).then(setData, (caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'This link does not work.'),
    );
  }, [token]);

  if (error)
    return (
      <p role="alert" className="text-red-200">
        {error}
      </p>
    );
  if (done)
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="text-lg text-ink-100">
          {done}
        </p>
        {data?.credit && <ManageCredit credit={data.credit} token={token} />}
      </div>
    );
  if (!data) return <Spinner label="Loading your booking..." />;
  const { booking, canChange, cancelNoticeMinutes } = data;

  const cancel = async () => {
    setIsCancelling(true);
    try {
      const { payment } = await cancelManagedBooking(token);
      // A credit is spent from this page's link: read it back so the page offers it.
      if (payment === 'credit') setData(await fetchManagedBooking(token));
      setDone(`Your call is cancelled. ${paymentNote[payment ?? 'none']}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not cancel.');
    } finally {
      setIsCancelling(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">{booking.kind.name}</h1>
      <p className="text-ink-200">{formatCallTime(booking.startsAt, booking.timeZone)}</p>
      {booking.status !== 'confirmed' && (
        <p className="text-ink-300">{statusText[booking.status]}</p>
      )}
      {data.credit && <ManageCredit credit={data.credit} token={token} />}
      {booking.status === 'confirmed' && !canChange && (
        <p className="text-ink-300">
          Calls can be moved or cancelled up to {Math.round(cancelNoticeMinutes / 60)} hours before.
          Please write to us instead.
        </p>
      )}
      {canChange && mode === 'view' && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setMode('reschedule')}>
            Pick another time
          </Button>
          <Button variant="danger" onClick={() => setMode('confirm-cancel')}>
            Cancel the call
          </Button>
        </div>
      )}
      {/* A link in a mail is one tap from here: a cancellation, which cannot be undone,
          asks once more. */}
      {canChange && mode === 'confirm-cancel' && (
        <div role="group" aria-labelledby="confirm-cancel" className="flex flex-col gap-3">
          <p id="confirm-cancel" className="text-ink-200">
            Cancel this call? It cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              isLoading={isCancelling}
              loadingText="Cancelling..."
              onClick={() => void cancel()}
            >
              Yes, cancel the call
            </Button>
            <Button variant="secondary" disabled={isCancelling} onClick={() => setMode('view')}>
              Keep it
            </Button>
          </div>
        </div>
      )}
      {canChange && mode === 'reschedule' && (
        <Reschedule token={token} slug={booking.kind.slug} onDone={setDone} />
      )}
    </div>
  );
}
