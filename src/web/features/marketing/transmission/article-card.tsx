import { Clock } from 'lucide-react';
import { formatRelativeAge, type Article } from '../../../../shared/marketing/articles';

/** One issue of The Transmission. Issues are read by e-mail, so the card links nowhere. */
export function ArticleCard({
  article,
  isFeatured = false,
}: {
  article: Article;
  isFeatured?: boolean;
}) {
  return (
    <article
      className={`flex h-full flex-col rounded-3xl border p-6 sm:p-8 ${
        isFeatured
          ? 'border-signal-500/50 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-950'
          : 'border-ink-800 bg-ink-900/70'
      }`}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-300">
        <span className="rounded-full bg-ink-800 px-3 py-1 font-semibold uppercase tracking-widest text-pulse-400">
          {article.category}
        </span>
        <span className="whitespace-nowrap">{formatRelativeAge(article.publishedDaysAgo)}</span>
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <Clock aria-hidden="true" className="size-3.5" />
          {article.readTime}
        </span>
      </p>
      {isFeatured ? (
        <h2 className="mt-6 text-3xl font-semibold tracking-tight text-balance text-ink-100 sm:text-4xl">
          {article.title}
        </h2>
      ) : (
        <h3 className="mt-5 text-xl font-semibold text-ink-100">{article.title}</h3>
      )}
      <p
        className={`mt-3 flex-1 leading-relaxed text-ink-300 ${isFeatured ? 'text-lg' : 'text-sm'}`}
      >
        {article.excerpt}
      </p>
    </article>
  );
}
