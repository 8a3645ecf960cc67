import { useState } from 'react';
import type { VisitorBooking } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { useAccessToken } from '~/web/lib/use-access-token';
import { createBooking } from '../api/bookings';
import { BookingConfirmed } from './booking-confirmed';
import { CreditNotice } from './credit-notice';
import { DetailsForm, type BookingDetails } from './details-form';
import { SlotPicker } from './slot-picker';
import { visitorTimeZone } from '../slot-days';
import { useBookingCredit } from '../api/use-booking-credit';
import { useKindSlots } from '../api/use-kind-slots';

type Step =
  | { name: 'pick'; suggested?: string[] }
  | { name: 'details'; startsAt: string; error?: string }
  | { name: 'done'; booking: VisitorBooking; email: string };

/**
 * Day and time, then details, then confirmed: the whole booking on one page. Opened with
 * a credit (`creditToken`, from the cancelled call's mail or manage page), a paid kind is
 * paid with it: no checkout, confirmed at once.
 */
export function BookingFlow({
  slug,
  creditToken,
}: {
  slug: string;
  creditToken?: string | undefined;
}) {
  const { state, reload } = useKindSlots(slug);
  const loadedKind = state.status === 'ready' ? state.data.kind : undefined;
  const { state: credit, drop: dropCredit } = useBookingCredit(creditToken, loadedKind);
  const [timeZone, setTimeZone] = useState(visitorTimeZone);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const getAccessToken = useAccessToken();

  if (state.status === 'loading' || (state.status === 'ready' && credit.status === 'loading')) {
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
  const payingCredit = credit.status === 'usable' ? credit : undefined;

  const book = async (startsAt: string, details: BookingDetails) => {
    setIsSubmitting(true);
    try {
      const booking = await createBooking(
        {
          kind: slug,
          startsAt,
          timeZone,
          ...details,
          ...(payingCredit ? { creditToken: payingCredit.token } : {}),
        },
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
      } else if (error instanceof ApiError && error.code === 'credit_unavailable') {
        // Spent meanwhile (another tab, another booking): say so and book as usual.
        dropCredit(`${error.message} You can still book this time and pay as usual.`);
        setStep({ name: 'details', startsAt });
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
          {!kind.priceCents
            ? 'Free'
            : payingCredit
              ? `${formatCurrency(kind.priceCents)}, paid with your credit`
              : `${formatCurrency(kind.priceCents)}, paid to confirm`}
        </p>
        {kind.description && <p className="mt-2 text-ink-300">{kind.description}</p>}
      </header>
      {/* On the details step the form itself says what pays. */}
      {(step.name === 'pick' || credit.status === 'unusable') && <CreditNotice state={credit} />}
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
          credit={payingCredit?.credit}
          error={step.error}
          onBack={() => setStep({ name: 'pick' })}
          onSubmit={(details) => void book(step.startsAt, details)}
        />
      )}
      {step.name === 'done' && <BookingConfirmed booking={step.booking} email={step.email} />}
    </div>
  );
}
