import { useState } from 'react';
import { leadFormActions } from '~/shared/lead-form-actions';
import { publicMessages as messages } from '~/shared/public-messages';
import type { WaitlistEvent } from '~/shared/offers/waitlist';
import { webinarFieldLimits } from '~/shared/offers/webinar-fields';
import { TextField } from '~/web/components/ui/form-field';
import { ReturnToField } from '~/web/components/ui/return-to-field';
import { apiRequest } from '~/web/lib/api-client';
import { offerStyles } from '../ui/offer-styles';
import { PrivacyNote } from '~/web/components/ui/privacy-note';

type Status = 'idle' | 'sending' | 'joined' | 'failed';

/**
 * Name and e-mail for the next edition of an event that is over, kept as a lead that
 * names the event. Works without JavaScript through the lead forms' fallback route.
 */
export function WaitlistForm({
  event,
  submitLabel = 'Join the waitlist',
}: {
  event: WaitlistEvent;
  submitLabel?: string;
}) {
  const [status, setStatus] = useState<Status>('idle');
  const [fields, setFields] = useState({ name: '', email: '' });
  const [error, setError] = useState<string>();

  async function handleSubmit(submitEvent: React.FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (status === 'sending') return;
    const name = fields.name.trim();
    const email = fields.email.trim();
    const emailInput = submitEvent.currentTarget.elements.namedItem('email');
    if (!name || !email) return setError(messages.webinar.missingFields);
    if (emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch) {
      return setError(messages.validation.invalidEmail);
    }
    setError(undefined);
    setStatus('sending');
    try {
      await apiRequest('/api/waitlist', { method: 'POST', body: { name, email, event } });
      setStatus('joined');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'joined') {
    return (
      <p role="status" className="text-base text-signal-300">
        {messages.events.waitlistJoined}
      </p>
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      method="post"
      action={leadFormActions.waitlist}
      noValidate
      aria-label={submitLabel}
      className="flex flex-col gap-4"
    >
      <ReturnToField />
      <input type="hidden" name="event" value={event} />
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="name"
        maxLength={webinarFieldLimits.name}
        value={fields.name}
        onChange={(change) => setFields((current) => ({ ...current, name: change.target.value }))}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={webinarFieldLimits.email}
        value={fields.email}
        onChange={(change) => setFields((current) => ({ ...current, email: change.target.value }))}
      />
      {(error ?? status === 'failed') && (
        <p role="alert" className="text-sm text-red-300">
          {error ?? messages.webinar.failure}
        </p>
      )}
      <button
        type="submit"
        aria-busy={status === 'sending' || undefined}
        className={`${offerStyles.primaryButton} w-full`}
      >
        {status === 'sending' ? 'Sending...' : submitLabel}
      </button>
      <PrivacyNote use="We use your name and e-mail only to write when the next one opens." />
    </form>
  );
}
