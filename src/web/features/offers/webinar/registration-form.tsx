import { useState } from 'react';
import { toast } from '~/web/lib/toast';
import { leadFormActions } from '~/shared/lead-form-actions';
import { publicMessages as messages } from '~/shared/public-messages';
import { webinarFieldLimits } from '~/shared/offers/webinar-fields';
import { TextField } from '~/web/components/ui/form-field';
import { ReturnToField } from '~/web/components/ui/return-to-field';
import { offerStyles } from '../ui/offer-styles';
import { submitWebinarRegistration } from './submit-webinar-registration';

type FieldName = 'name' | 'email';
type FieldErrors = Partial<Record<FieldName, string>>;

function focusField(form: HTMLFormElement, field: FieldName) {
  const input = form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}

/**
 * Name and email, both required: an empty one shows the spec's message and sends nothing.
 * The server validates again with the shared zod schema; this page does not load zod
 * itself, to keep the landing page light.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [fields, setFields] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const name = fields.name.trim();
    const email = fields.email.trim();
    if (!name || !email) {
      setErrors({
        name: name ? undefined : messages.validation.required('Name'),
        email: email ? undefined : messages.validation.required('Email'),
      });
      toast.error(messages.webinar.missingFields);
      focusField(form, name ? 'email' : 'name');
      return;
    }
    const emailInput = form.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch) {
      setErrors({ email: messages.validation.invalidEmail });
      toast.error(messages.validation.invalidEmail);
      emailInput.focus();
      return;
    }

    setErrors({});
    setIsSubmitting(true);
    try {
      await submitWebinarRegistration({ name, email });
      toast.success(messages.webinar.success);
      setFields({ name: '', email: '' });
      onRegistered();
    } catch {
      // What was typed stays in the form, so trying again is one click.
      toast.error(messages.webinar.failure);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      // Without JavaScript the browser posts the form itself, to a route that answers
      // with a page (POST, so a name and email never end up in a URL).
      method="post"
      action={leadFormActions.webinar}
      noValidate
      aria-labelledby="register-form-title"
      className="flex flex-col gap-5"
    >
      <ReturnToField />
      <h3 id="register-form-title" className="text-xl font-semibold tracking-tight">
        Reserve your free spot
      </h3>
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="name"
        maxLength={webinarFieldLimits.name}
        value={fields.name}
        onChange={(event) => setFields((current) => ({ ...current, name: event.target.value }))}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={webinarFieldLimits.email}
        value={fields.email}
        onChange={(event) => setFields((current) => ({ ...current, email: event.target.value }))}
        error={errors.email}
      />
      <button
        type="submit"
        aria-disabled={isSubmitting || undefined}
        aria-busy={isSubmitting || undefined}
        className={`${offerStyles.primaryButton} w-full`}
      >
        {isSubmitting && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        )}
        {isSubmitting ? 'Registering...' : 'Reserve My Spot'}
      </button>
    </form>
  );
}
