import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BookingCredit, PublicBookingKind } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { PrivacyNote } from '~/web/components/ui/privacy-note';
import { formatCallTime } from '../slot-days';

export interface BookingDetails {
  name: string;
  email: string;
  answers: Record<string, string>;
}

interface DetailsFormProps {
  kind: PublicBookingKind;
  startsAt: string;
  timeZone: string;
  isSubmitting: boolean;
  /** A credit pays: the e-mail is the credit's own (the server allows no other). */
  credit?: BookingCredit | undefined;
  error?: string | undefined;
  onBack: () => void;
  onSubmit: (details: BookingDetails) => void;
}

/** Step 2: who is coming and the kind's questions. */
export function DetailsForm({
  kind,
  startsAt,
  timeZone,
  isSubmitting,
  credit,
  error,
  onBack,
  onSubmit,
}: DetailsFormProps) {
  const [missing, setMissing] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const answers = Object.fromEntries(
      kind.questions.map((question) => [question.id, text(`q-${question.id}`)]),
    );
    const problems: Record<string, string> = {};
    if (!text('name')) problems.name = 'Your name, please';
    if (!/^\S+@\S+\.\S+$/.test(text('email'))) problems.email = 'An e-mail address, please';
    for (const question of kind.questions) {
      if (question.required && !answers[question.id]) problems[question.id] = 'Please answer this';
    }
    setMissing(problems);
    if (Object.keys(problems).length === 0)
      onSubmit({ name: text('name'), email: text('email'), answers });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="details-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="details-heading" className="text-lg font-semibold">
        2. Your details
      </h2>
      <p className="rounded-xl border border-ink-800 bg-ink-900 p-3 text-sm text-ink-200">
        {kind.name}, {formatCallTime(startsAt, timeZone)}{' '}
        <button type="button" onClick={onBack} className="ml-1 text-signal-300 underline">
          Change
        </button>
      </p>
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="name"
        maxLength={120}
        error={missing.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        error={missing.email}
        {...(credit
          ? {
              defaultValue: credit.email,
              readOnly: true,
              'aria-describedby': missing.email ? undefined : 'credit-email-note',
            }
          : {})}
      />
      {credit && (
        <p id="credit-email-note" className="-mt-3 flex items-center gap-1.5 text-sm text-ink-300">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          Locked: your credit is for this address, so the booking is too.
        </p>
      )}
      {kind.questions.map((question) => (
        <TextAreaField
          key={question.id}
          label={question.label}
          name={`q-${question.id}`}
          required={question.required}
          rows={3}
          maxLength={2000}
          error={missing[question.id]}
        />
      ))}
      {kind.priceCents !== null && credit && (
        <p className="rounded-lg border border-signal-400/40 p-3 text-sm text-ink-100">
          <strong>Paid with your credit.</strong> No payment needed: the call is confirmed as soon
          as you book.
        </p>
      )}
      {kind.priceCents !== null && !credit && (
        <p className="rounded-lg border border-signal-400/40 p-3 text-sm text-ink-100">
          <strong>Pay to confirm.</strong> The call is booked once you have paid{' '}
          {formatCurrency(kind.priceCents)}. We hold this time for you for 15 minutes while you pay.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-400/50 p-3 text-sm text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting} loadingText="Booking...">
          {kind.priceCents && !credit ? 'Continue to payment' : 'Confirm booking'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
      <PrivacyNote use="We use your name, e-mail and answers only for this call." />
    </form>
  );
}
