import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { AdminArticle } from '~/shared/schemas/transmission-articles';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { useArticlesQuery } from '~/web/features/admin/api/admin-articles-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { capitalise, formatDateTime } from '../format';
import { ArticleEditor } from './article-editor';

const visibilityStyles: Record<AdminArticle['visibility'], string> = {
  draft: 'border-ink-600 text-ink-200',
  scheduled: 'border-sky-400/50 text-sky-200',
  published: 'border-emerald-400/50 text-emerald-200',
};

function when(article: AdminArticle): string {
  if (article.visibility === 'draft') return `Saved ${formatDateTime(article.updatedAt)}`;
  const at = formatDateTime(article.publishAt ?? article.updatedAt);
  return article.visibility === 'scheduled' ? `Publishes ${at}` : `Published ${at}`;
}

/** The articles on /transmission: written, previewed and published here. */
export function ArticlesSection() {
  const query = useArticlesQuery();
  const [editing, setEditing] = useState<string | 'new' | undefined>();
  const articles = query.data?.articles ?? [];
  const edited = articles.find((article) => article.id === editing);

  return (
    <AdminSection
      id="transmission-articles"
      icon={<FileText aria-hidden="true" className="size-5 text-signal-400" />}
      title="Articles"
      description="What /transmission shows. A published article is on the site, in the feed and in the sitemap within seconds."
      actions={
        editing === undefined && <Button onClick={() => setEditing('new')}>New article</Button>
      }
    >
      {editing !== undefined && (editing === 'new' || edited) && (
        <ArticleEditor
          key={editing}
          article={edited}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => setEditing(id)}
        />
      )}
      {query.isPending && <Spinner label="Loading the articles…" className="py-6" />}
      {query.isError && (
        <p role="alert" className="text-red-300">
          Could not load the articles: {query.error.message}.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.isSuccess && articles.length === 0 && (
        <p className="text-ink-300">No articles yet. Start one with “New article”.</p>
      )}
      <ul className="grid gap-3">
        {articles.map((article) => (
          <li key={article.id} className="rounded-xl border border-ink-800 bg-ink-950/60 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{article.title}</p>
                <p className="mt-1 text-sm text-ink-300">
                  {article.category} · {when(article)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span
                  className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${visibilityStyles[article.visibility]}`}
                >
                  {capitalise(article.visibility)}
                </span>
                {article.visibility === 'published' && (
                  <a
                    href={`/transmission/${article.slug}`}
                    className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold hover:border-signal-400"
                  >
                    View
                  </a>
                )}
                <button
                  type="button"
                  onClick={() => setEditing(article.id)}
                  aria-label={`Edit ${article.title}`}
                  className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold hover:border-signal-400"
                >
                  Edit
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
