import { useState, type FormEvent } from 'react';
import {
  issueInputSchema,
  type IssueInput,
  type NewsletterIssue,
  type TransmissionOverview,
} from '~/shared/schemas/newsletter-issues';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { useSaveIssue } from '~/web/features/admin/api/admin-transmission-api';
import { IssueSendControls } from './issue-send-controls';

type FieldErrors = Partial<Record<keyof IssueInput, string>>;

const emptyIssue: IssueInput = { subject: '', preview: '', body: '', articleSlug: null };

/** Writes or edits a draft; once saved, the test and send controls appear below it. */
export function IssueEditor({
  issue,
  articles,
  nextSlot,
  timeZone,
  onClose,
  onSaved,
}: {
  issue: NewsletterIssue | undefined;
  articles: TransmissionOverview['articles'];
  nextSlot: string;
  timeZone: string;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [values, setValues] = useState<IssueInput>(
    issue
      ? {
          subject: issue.subject,
          preview: issue.preview,
          body: issue.body,
          articleSlug: issue.articleSlug,
        }
      : emptyIssue,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isDirty, setIsDirty] = useState(false);
  const save = useSaveIssue();

  const change = (patch: Partial<IssueInput>) => {
    setValues((current) => ({ ...current, ...patch }));
    setIsDirty(true);
  };

  const chooseArticle = (slug: string) => {
    const article = articles.find((candidate) => candidate.slug === slug);
    if (!article) return change({ articleSlug: null });
    // Start from the article, keeping what was already written.
    change({
      articleSlug: article.slug,
      subject: values.subject || article.title,
      preview: values.preview || article.excerpt.slice(0, 200),
      body: values.body || article.excerpt,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = issueInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const problem of parsed.error.issues) {
        const field = problem.path[0] as keyof IssueInput;
        fieldErrors[field] ??= problem.message;
      }
      return setErrors(fieldErrors);
    }
    setErrors({});
    save.mutate(
      { ...(issue ? { id: issue.id } : {}), input: parsed.data },
      {
        onSuccess: (saved) => {
          setIsDirty(false);
          onSaved((saved as NewsletterIssue).id);
        },
      },
    );
  };

  return (
    <div className="mb-6 rounded-xl border border-signal-400/40 bg-ink-950/60 p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <h3 className="text-lg font-semibold">{issue ? 'Edit issue' : 'New issue'}</h3>
        <label className="grid gap-1.5 text-sm font-medium">
          From an article (optional)
          <select
            value={values.articleSlug ?? ''}
            onChange={(event) => chooseArticle(event.target.value)}
            className="w-full rounded-lg border border-ink-700 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none"
          >
            <option value="">No article: the issue stands on its own</option>
            {articles.map((article) => (
              <option key={article.slug} value={article.slug}>
                {article.title}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Subject"
          required
          maxLength={150}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => change({ subject: event.target.value })}
        />
        <TextField
          label="Preview line (shown after the subject in inboxes)"
          maxLength={200}
          value={values.preview}
          error={errors.preview}
          onChange={(event) => change({ preview: event.target.value })}
        />
        <TextAreaField
          label="Text (a blank line starts a new paragraph)"
          required
          rows={8}
          maxLength={20_000}
          value={values.body}
          error={errors.body}
          onChange={(event) => change({ body: event.target.value })}
        />
        {save.error && (
          <p role="alert" className="text-sm text-red-300">
            Not saved: {save.error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            isLoading={save.isPending}
            loadingText="Saving…"
            disabled={issue !== undefined && !isDirty}
          >
            {issue ? 'Save changes' : 'Save draft'}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
      {issue && (
        <IssueSendControls
          issue={issue}
          isDirty={isDirty}
          nextSlot={nextSlot}
          timeZone={timeZone}
        />
      )}
    </div>
  );
}
