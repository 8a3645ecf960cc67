import { useState } from 'react';
import type { VisitorBooking } from '../../../shared/booking/booking-types';
import { formatCurrency } from '../../../shared/catalogue';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/use-access-token';
import { createBooking } from './booking-api';
import { BookingConfirmed } from './booking-confirmed';
import { DetailsForm, type BookingDetails } from './details-form';
import { SlotPicker } from './slot-picker';
import { visitorTimeZone } from './slot-days';
import { useKindSlots } from './use-kind-slots';

type Step =
  | { name: 'pick'; suggested?: string[] }
  | { name: 'details'; startsAt: string; error?: string }
  | { name: 'done'; booking: VisitorBooking; email: string };

/** Day and time, then details, then confirmed: the whole booking on one page. */
export function BookingFlow({ slug }: { slug: string }) {
  const { state, reload } = useKindSlots(slug);
  const [timeZone, setTimeZone] = useState(visitorTimeZone);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const getAccessToken = useAccessToken();

  if (state.status === 'loading') {
    return <Spinner label="Loading free times..." className="py-10" />;
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-red-200">{state.message}</p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  const { kind, slots } = state.data;

  const book = async (startsAt: string, details: BookingDetails) => {
    setIsSubmitting(true);
    try {
      const booking = await createBooking(
        { kind: slug, startsAt, timeZone, ...details },
        await getAccessToken(),
      );
      if (booking.checkoutUrl) {
        location.assign(booking.checkoutUrl);
        return;
      }
      setStep({ name: 'done', booking, email: details.email });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken') {
        const nextFree = (error.details as { nextFree?: string[] } | undefined)?.nextFree ?? [];
        reload();
        setStep({ name: 'pick', suggested: nextFree });
      } else {
        setStep({
          name: 'details',
          startsAt,
          error: error instanceof Error ? error.message : 'Booking failed.',
        });
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{kind.name}</h1>
        <p className="mt-2 text-ink-300">
          {kind.durationMinutes} minutes ·{' '}
          {kind.locationKind === 'video' ? 'Video call' : 'In person'} ·{' '}
          {kind.priceCents ? `${formatCurrency(kind.priceCents)}, paid to confirm` : 'Free'}
        </p>
        {kind.description && <p className="mt-2 text-ink-300">{kind.description}</p>}
      </header>
      {step.name === 'pick' && (
        <>
          {step.suggested && (
            <p
              role="alert"
              className="rounded-lg border border-amber-400/50 p-3 text-sm text-amber-100"
            >
              That time was just taken. The next free times are highlighted.
            </p>
          )}
          <SlotPicker
            slots={slots}
            timeZone={timeZone}
            onTimeZoneChange={setTimeZone}
            suggested={step.suggested}
            onPick={(startsAt) => setStep({ name: 'details', startsAt })}
          />
        </>
      )}
      {step.name === 'details' && (
        <DetailsForm
          kind={kind}
          startsAt={step.startsAt}
          timeZone={timeZone}
          isSubmitting={isSubmitting}
          error={step.error}
          onBack={() => setStep({ name: 'pick' })}
          onSubmit={(details) => void book(step.startsAt, details)}
        />
      )}
      {step.name === 'done' && <BookingConfirmed booking={step.booking} email={step.email} />}
    </div>
  );
}
