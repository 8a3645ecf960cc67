import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import {
  articleInputSchema,
  type AdminArticle,
  type ArticleInput,
} from '~/shared/schemas/transmission-articles';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { Spinner } from '~/web/components/ui/spinner';
import { usePreviewArticle, useSaveArticle } from '~/web/features/admin/api/admin-articles-api';
import { ArticlePictures } from './article-pictures';
import { ArticlePublishing, type Publishing } from './article-publishing';

const MarkdownField = lazy(() => import('./markdown-field'));

type FieldErrors = Partial<Record<keyof ArticleInput, string>>;

const emptyArticle: ArticleInput = {
  slug: '',
  title: '',
  excerpt: '',
  category: '',
  author: 'The Signal Studio team',
  bodyMarkdown: '',
  seoTitle: '',
  seoDescription: '',
  coverMediaId: null,
  status: 'draft',
  publishAt: null,
};

/** "The Quiet Launch!" → "the-quiet-launch". */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

function inputOf(article: AdminArticle): ArticleInput {
  const { id: _id, visibility: _v, updatedAt: _u, ...input } = article;
  return input;
}

/** Writes or edits an article: text in Markdown, pictures, SEO, and when it is published. */
export function ArticleEditor({
  article,
  onClose,
  onSaved,
}: {
  article: AdminArticle | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [values, setValues] = useState<ArticleInput>(article ? inputOf(article) : emptyArticle);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveArticle();
  const preview = usePreviewArticle();
  const bodyId = useId();
  const [openedAt] = useState(() => Date.now());
  const publishing: Publishing =
    values.status === 'draft'
      ? 'draft'
      : values.publishAt && Date.parse(values.publishAt) > openedAt
        ? 'schedule'
        : 'now';

  const change = (patch: Partial<ArticleInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = articleInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const problem of parsed.error.issues) {
        const field = problem.path[0] as keyof ArticleInput;
        fieldErrors[field] ??= problem.message;
      }
      return setErrors(fieldErrors);
    }
    setErrors({});
    save.mutate(
      { ...(article ? { id: article.id } : {}), input: parsed.data },
      { onSuccess: (saved) => onSaved(saved.id) },
    );
  };

  return (
    <div className="mb-6 rounded-xl border border-signal-400/40 bg-ink-950/60 p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <h3 className="text-lg font-semibold">{article ? 'Edit article' : 'New article'}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            required
            maxLength={160}
            value={values.title}
            error={errors.title}
            onChange={(event) =>
              change({
                title: event.target.value,
                // A new article's address follows its title until the editor sets one.
                ...(article || values.slug !== slugOf(values.title)
                  ? {}
                  : { slug: slugOf(event.target.value) }),
              })
            }
          />
          <TextField
            label="Address: /transmission/…"
            required
            maxLength={80}
            value={values.slug}
            error={errors.slug}
            onChange={(event) => change({ slug: event.target.value })}
          />
          <TextField
            label="Category"
            required
            maxLength={40}
            value={values.category}
            error={errors.category}
            onChange={(event) => change({ category: event.target.value })}
          />
          <TextField
            label="Author"
            required
            maxLength={80}
            value={values.author}
            error={errors.author}
            onChange={(event) => change({ author: event.target.value })}
          />
        </div>
        <TextAreaField
          label="Excerpt (on cards and under the title)"
          rows={2}
          maxLength={300}
          value={values.excerpt}
          error={errors.excerpt}
          onChange={(event) => change({ excerpt: event.target.value })}
        />
        <ArticlePictures
          coverMediaId={values.coverMediaId}
          error={errors.coverMediaId}
          onCover={(coverMediaId) => change({ coverMediaId })}
          onInsert={(markdown) =>
            change({
              bodyMarkdown: `${values.bodyMarkdown.trimEnd()}\n\n${markdown}\n`.trimStart(),
            })
          }
        />
        <div className="grid gap-1.5">
          <label htmlFor={bodyId} className="text-sm font-medium">
            Text (Markdown)
          </label>
          <Suspense fallback={<Spinner label="Loading the editor…" className="py-10" />}>
            <MarkdownField
              id={bodyId}
              value={values.bodyMarkdown}
              onChange={(bodyMarkdown) => change({ bodyMarkdown })}
              describedBy={errors.bodyMarkdown ? `${bodyId}-error` : undefined}
            />
          </Suspense>
          {errors.bodyMarkdown && (
            <p id={`${bodyId}-error`} className="text-sm text-red-300">
              {errors.bodyMarkdown}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="SEO title (empty: the title)"
            maxLength={70}
            value={values.seoTitle}
            error={errors.seoTitle}
            onChange={(event) => change({ seoTitle: event.target.value })}
          />
          <TextField
            label="SEO description (empty: the excerpt)"
            maxLength={160}
            value={values.seoDescription}
            error={errors.seoDescription}
            onChange={(event) => change({ seoDescription: event.target.value })}
          />
        </div>
        <ArticlePublishing
          publishing={publishing}
          publishAt={values.publishAt}
          openedAt={openedAt}
          error={errors.publishAt}
          onChange={(status, publishAt) => change({ status, publishAt })}
        />
        {save.error && (
          <p role="alert" className="text-sm text-red-300">
            Not saved: {save.error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {publishing === 'draft' ? 'Save draft' : publishing === 'now' ? 'Publish' : 'Schedule'}
          </Button>
          <Button
            variant="secondary"
            isLoading={preview.isPending}
            loadingText="Rendering…"
            onClick={() => preview.mutate(values.bodyMarkdown)}
          >
            Preview
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
      {preview.error && (
        <p role="alert" className="mt-4 text-sm text-red-300">
          Cannot preview: {preview.error.message}
        </p>
      )}
      {preview.data && !preview.error && (
        <section aria-label="Preview" className="mt-6 rounded-xl border border-ink-800 p-4">
          <h4 className="text-sm font-semibold text-ink-300">Preview</h4>
          <div
            className="article-body mt-3 max-w-2xl text-lg leading-relaxed text-ink-300"
            // Rendered and made safe by the server, as the article's page will be.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </section>
      )}
    </div>
  );
}
