import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { articlePath, formatPublishedDate, formatReadTime } from '~/shared/marketing/articles';
import type { ArticleSummary } from '~/shared/marketing/transmission-content';
import { ArticleCover } from './article-cover';

/** One issue of The Transmission: its picture and details; the title opens the issue. */
export function ArticleCard({
  article,
  timeZone,
  isFeatured = false,
}: {
  article: ArticleSummary;
  /** The studio's, so every reader sees the same date the server printed. */
  timeZone: string;
  isFeatured?: boolean;
}) {
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-3xl border ${
        isFeatured
          ? 'border-signal-500/50 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-950'
          : 'border-ink-800 bg-ink-900/70 transition-colors hover:border-ink-600'
      } ${isFeatured ? 'lg:flex-row' : ''}`}
    >
      <ArticleCover
        article={article}
        isDecorative
        sizes={isFeatured ? '(min-width: 1024px) 36rem, 100vw' : '(min-width: 768px) 24rem, 100vw'}
        className={`h-auto w-full ${isFeatured ? 'lg:w-1/2 lg:self-center' : ''}`}
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="article-meta">
          <span className="article-issue">{article.category}</span>
          <time className="whitespace-nowrap" dateTime={article.publishedAt}>
            {formatPublishedDate(article.publishedAt, timeZone)}
          </time>
        </p>
        {isFeatured ? (
          <h2 className="section-title mt-6 text-balance">
            <TitleLink article={article} />
          </h2>
        ) : (
          <h3 className="mt-5 text-xl font-semibold text-ink-100">
            <TitleLink article={article} />
          </h3>
        )}
        <p
          className={`mt-3 flex-1 leading-relaxed text-ink-300 ${isFeatured ? 'text-lg' : 'text-sm'}`}
        >
          {article.excerpt}
        </p>
        {/* The reading time at the foot: beside the issue and the date it wrapped onto a
            second line on some cards and not others. */}
        <div className="card-foot">
          <p aria-hidden="true" className="more-link">
            Read the issue
            <ArrowRight className="size-4" />
          </p>
          <span className="read-time">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatReadTime(article.readMinutes)}
          </span>
        </div>
      </div>
    </article>
  );
}

/** The title as the card's one link; its ::after covers the card, so all of it is a target. */
function TitleLink({ article }: { article: ArticleSummary }) {
  return (
    <Link to={articlePath(article.slug)} className="card-link">
      {article.title}
    </Link>
  );
}
