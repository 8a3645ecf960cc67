import { useState, type FormEvent } from 'react';
import {
  caseStudyInputSchema,
  type AdminCaseStudy,
  type CaseStudyInput,
} from '~/shared/schemas/case-studies';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { useSaveCaseStudy } from '~/web/features/admin/api/admin-work-api';
import { CaseFitsField } from './case-fits-field';
import { CaseGalleryField } from './case-gallery-field';
import { CaseOutcomesField } from './case-outcomes-field';

type FieldErrors = Partial<Record<keyof CaseStudyInput | 'quote' | 'outcomes', string>>;

const emptyCase: CaseStudyInput = {
  slug: '',
  client: '',
  clientUrl: '',
  sector: '',
  summary: '',
  problem: '',
  made: '',
  outcomes: [],
  quote: { text: '', name: '', role: '' },
  fits: [],
  imageIds: [],
  isExample: false,
  isPublished: false,
  isFeatured: false,
};

const slugOf = (client: string) =>
  client
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

function inputOf(work: AdminCaseStudy): CaseStudyInput {
  const { id: _id, art: _art, position: _position, updatedAt: _updatedAt, ...input } = work;
  return input;
}

/** Writes or edits a case study: its story, figures, quote, pictures and where it shows. */
export function CaseEditor({
  work,
  upload,
  onClose,
  onSaved,
}: {
  work: AdminCaseStudy | undefined;
  upload?: React.ReactNode;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [values, setValues] = useState<CaseStudyInput>(work ? inputOf(work) : emptyCase);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCaseStudy();
  const change = (patch: Partial<CaseStudyInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = caseStudyInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const problem of parsed.error.issues) {
        const field = problem.path[0] as keyof FieldErrors;
        fieldErrors[field] ??= problem.message;
      }
      return setErrors(fieldErrors);
    }
    setErrors({});
    save.mutate(
      { ...(work ? { id: work.id } : {}), input: parsed.data },
      { onSuccess: (saved) => onSaved(saved.id) },
    );
  };

  return (
    <div className="mb-6 rounded-xl border border-signal-400/40 bg-ink-950/60 p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Case study">
        <h3 className="text-lg font-semibold">{work ? `Edit ${work.client}` : 'New case study'}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Client"
            required
            maxLength={80}
            value={values.client}
            error={errors.client}
            onChange={(event) =>
              change({
                client: event.target.value,
                // A new case's address follows the client until the editor sets one.
                ...(work || values.slug !== slugOf(values.client)
                  ? {}
                  : { slug: slugOf(event.target.value) }),
              })
            }
          />
          <TextField
            label="Address: /work/…"
            required
            maxLength={80}
            value={values.slug}
            error={errors.slug}
            onChange={(event) => change({ slug: event.target.value })}
          />
          <TextField
            label="Sector"
            maxLength={60}
            value={values.sector}
            error={errors.sector}
            onChange={(event) => change({ sector: event.target.value })}
          />
          <TextField
            label="Client’s website (https://…)"
            type="url"
            maxLength={300}
            value={values.clientUrl}
            error={errors.clientUrl}
            onChange={(event) => change({ clientUrl: event.target.value })}
          />
        </div>
        <TextField
          label="Summary (on cards)"
          maxLength={200}
          value={values.summary}
          error={errors.summary}
          onChange={(event) => change({ summary: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField
            label="The problem"
            required
            rows={4}
            maxLength={1200}
            value={values.problem}
            error={errors.problem}
            onChange={(event) => change({ problem: event.target.value })}
          />
          <TextAreaField
            label="What we made"
            required
            rows={4}
            maxLength={1200}
            value={values.made}
            error={errors.made}
            onChange={(event) => change({ made: event.target.value })}
          />
        </div>
        <CaseOutcomesField
          outcomes={values.outcomes}
          onChange={(outcomes) => change({ outcomes })}
          error={errors.outcomes}
        />
        <fieldset className="grid gap-3 rounded-lg border border-ink-800 p-3">
          <legend className="px-1 text-sm font-medium">Quote</legend>
          <TextAreaField
            label="What the client said"
            rows={2}
            maxLength={400}
            value={values.quote.text}
            onChange={(event) => change({ quote: { ...values.quote, text: event.target.value } })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Name"
              maxLength={80}
              value={values.quote.name}
              onChange={(event) => change({ quote: { ...values.quote, name: event.target.value } })}
            />
            <TextField
              label="Role"
              maxLength={120}
              value={values.quote.role}
              onChange={(event) => change({ quote: { ...values.quote, role: event.target.value } })}
            />
          </div>
          {errors.quote && (
            <p role="alert" className="text-sm text-red-300">
              {errors.quote}
            </p>
          )}
        </fieldset>
        <CaseGalleryField
          imageIds={values.imageIds}
          onChange={(imageIds) => change({ imageIds })}
          error={errors.imageIds}
        />
        <CaseFitsField
          fits={values.fits}
          onChange={(fits) => change({ fits })}
          error={errors.fits}
        />
        <div className="flex flex-wrap gap-x-6">
          {(
            [
              ['isPublished', 'Published on the site'],
              ['isFeatured', 'Featured on the home page'],
              ['isExample', 'Marked as example work'],
            ] as const
          ).map(([flag, label]) => (
            <label key={flag} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-signal-500"
                checked={values[flag]}
                onChange={(event) => change({ [flag]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
        {save.error && (
          <p role="alert" className="text-sm text-red-300">
            Not saved: {save.error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            Save case study
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
      {upload && (
        // Its own form, so outside the case's: a new picture then shows in the gallery's list.
        <details className="mt-4 rounded-lg border border-ink-800 p-3">
          <summary className="cursor-pointer text-sm font-medium">
            Upload a new picture to the media library
          </summary>
          <div className="mt-3">{upload}</div>
        </details>
      )}
    </div>
  );
}
