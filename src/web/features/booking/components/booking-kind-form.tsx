import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { bookingKindInputSchema, type BookingKindDraft } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { KindQuestionsField } from './kind-questions-field';
import { useCatalogueChoices, useSaveBookingKind } from '../api/booking-setup';

export const emptyKind: BookingKindDraft = {
  slug: '',
  name: '',
  description: '',
  durationMinutes: 30,
  locationKind: 'video',
  location: '',
  questions: [],
  catalogueKey: null,
  isActive: true,
  position: 0,
};

type Field = keyof BookingKindDraft;

/** The first message per field; a question's own issue names its number. */
function errorsByField(error: z.ZodError): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const key = field as Field;
    if (found[key]) continue;
    found[key] =
      typeof index === 'number' ? `Question ${index + 1}: ${issue.message}` : issue.message;
  }
  return found;
}

const selectClass =
  'w-full min-w-0 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2.5 text-base text-ink-100';

/** One kind of call, new (`id` null) or existing; checked here and again by the server. */
export function BookingKindForm({
  id,
  initial,
  onDone,
  onCancel,
}: {
  id: string | null;
  initial: BookingKindDraft;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<BookingKindDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const catalogue = useCatalogueChoices();
  const save = useSaveBookingKind();
  const set = <Key extends Field>(field: Key, value: BookingKindDraft[Key]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = bookingKindInputSchema.safeParse(draft);
    setServerError(undefined);
    if (!parsed.success) return setErrors(errorsByField(parsed.error));
    setErrors({});
    save.mutate(
      { id, kind: parsed.data },
      { onSuccess: onDone, onError: (failure) => setServerError(failure.message) },
    );
  };
  const isVideo = draft.locationKind === 'video';
  const title = id ? `Edit ${initial.name}` : 'New kind of call';

  return (
    <form aria-label={title} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 className="font-semibold">{title}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={120}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label="Address on the site (/book/…)"
          value={draft.slug}
          maxLength={60}
          onChange={(event) => set('slug', event.target.value)}
          error={errors.slug}
          placeholder="office-hours"
          required
        />
      </div>
      <TextAreaField
        label="Description"
        rows={2}
        maxLength={500}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Duration (minutes)"
          type="number"
          min={10}
          max={480}
          value={Number.isNaN(draft.durationMinutes) ? '' : draft.durationMinutes}
          onChange={(event) => set('durationMinutes', event.target.valueAsNumber)}
          error={errors.durationMinutes}
          required
        />
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium">
          Price
          <select
            value={draft.catalogueKey ?? ''}
            onChange={(event) => set('catalogueKey', event.target.value || null)}
            className={selectClass}
          >
            <option value="">Free</option>
            {draft.catalogueKey &&
              !catalogue.data?.some((item) => item.key === draft.catalogueKey) && (
                <option value={draft.catalogueKey}>{draft.catalogueKey}</option>
              )}
            {catalogue.data?.map((item) => (
              <option key={item.key} value={item.key}>
                {item.name} ({formatCurrency(item.amount)})
              </option>
            ))}
          </select>
          {errors.catalogueKey && <span role="alert">{errors.catalogueKey}</span>}
        </label>
        <TextField
          label="Order (lower first)"
          type="number"
          min={0}
          max={999}
          value={Number.isNaN(draft.position) ? '' : (draft.position ?? 0)}
          onChange={(event) => set('position', event.target.valueAsNumber)}
          error={errors.position}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Where the call happens</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['video', 'address'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="locationKind"
                checked={draft.locationKind === kind}
                onChange={() => set('locationKind', kind)}
              />
              {kind === 'video' ? 'Video call' : 'In person'}
            </label>
          ))}
        </div>
        <TextField
          label={isVideo ? 'Video link' : 'Street address'}
          type={isVideo ? 'url' : 'text'}
          value={draft.location}
          maxLength={500}
          placeholder={isVideo ? 'https://meet.example.com/room' : '400 Locust St, Des Moines, IA'}
          onChange={(event) => set('location', event.target.value)}
          error={errors.location}
          required
        />
      </fieldset>
      <KindQuestionsField
        questions={draft.questions}
        onChange={(questions) => set('questions', questions)}
        error={errors.questions}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        Active: visitors can book it
      </label>
      {serverError && (
        <p role="alert" className="text-sm text-red-300">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending} loadingText="Saving...">
          {id ? 'Save changes' : 'Add kind of call'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
