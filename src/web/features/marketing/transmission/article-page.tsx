import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { articlePath, formatPublishedDate, formatReadTime } from '~/shared/marketing/articles';
import {
  nextAndRelated,
  type ArticleSummary,
  type PublishedArticle,
} from '~/shared/marketing/transmission-content';
import { newsletterWhen } from '~/shared/newsletter/newsletter-promise';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useTransmission } from '~/web/lib/transmission-content';
import { NewsletterSignup } from '../newsletter/newsletter-signup';
import { marketingStyles } from '../ui/marketing-styles';
import { ArticleCard } from './article-card';
import { ArticleCover } from './article-cover';
import { ArticleHead } from './article-head';
import { TransmissionStatus } from './transmission-status';

/** One issue of The Transmission, read on the site: complete in the HTML the server sends. */
export function ArticlePage({ slug }: { slug: string }) {
  const transmission = useTransmission(slug);
  const article = transmission.status === 'ready' ? transmission.content.article : null;
  if (transmission.status !== 'ready' || !article) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-24 sm:px-8">
        <BackLink />
        <div className="mt-8">
          <TransmissionStatus state={transmission} empty="This transmission is not published." />
        </div>
      </div>
    );
  }
  return <ArticleContent article={article} articles={transmission.content.articles} />;
}

function BackLink() {
  return (
    <Link to="/transmission" className="back-link">
      <ArrowLeft aria-hidden="true" className="size-4" />
      The Transmission
    </Link>
  );
}

function ArticleContent({
  article,
  articles,
}: {
  article: PublishedArticle;
  articles: readonly ArticleSummary[];
}) {
  const newsletter = useSiteSettings().newsletter;
  const { next, related } = nextAndRelated(articles, article.slug);
  return (
    <article className="relative isolate overflow-x-clip" aria-labelledby="article-title">
      <ArticleHead article={article} />
      <div aria-hidden="true" className="page-glow left-auto right-[-10%]" />
      <header className="mx-auto max-w-3xl px-5 pt-8 sm:px-8 sm:pt-20">
        <BackLink />
        <p className="article-meta mt-6 text-sm sm:mt-8">
          <span className="article-issue text-xs">{article.category}</span>
          <time dateTime={article.publishedAt}>
            {formatPublishedDate(article.publishedAt, newsletter.timeZone)}
          </time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatReadTime(article.readMinutes)}
          </span>
        </p>
        <h1 id="article-title" className="detail-title mt-5">
          {article.title}
        </h1>
        {article.excerpt && <p className={marketingStyles.lead}>{article.excerpt}</p>}
        <p className="mt-6 text-sm text-ink-300">
          By <span className="font-semibold text-ink-100">{article.author}</span>
        </p>
      </header>
      <figure className="mx-auto mt-8 max-w-4xl sm:mt-10 px-5 sm:px-8">
        <ArticleCover
          article={article}
          isAboveFold
          sizes="(min-width: 896px) 56rem, 100vw"
          className="h-auto w-full rounded-3xl border border-ink-800"
        />
      </figure>
      <div
        className="article-body mx-auto max-w-3xl px-5 py-8 text-base leading-relaxed sm:py-12 sm:text-lg text-pretty text-ink-300 sm:px-8"
        // Rendered from Markdown and made safe on the server (article-markdown.ts).
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {next && (
        <nav aria-label="Next issue" className="mx-auto max-w-3xl px-5 pb-12 sm:px-8">
          <Link
            to={articlePath(next.slug)}
            className="group block rounded-3xl border border-ink-700 bg-ink-900/70 p-6 hover:border-signal-500/60"
          >
            <span className="text-sm text-ink-300">Next issue</span>
            <span className="mt-2 flex items-center justify-between gap-4 text-xl font-semibold text-ink-100 group-hover:text-signal-300">
              {next.title}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
            </span>
          </Link>
        </nav>
      )}
      {related.length > 0 && (
        <section
          aria-labelledby="related-title"
          className="mx-auto max-w-6xl px-5 pb-10 sm:px-8 sm:pb-16"
        >
          <h2 id="related-title" className="list-title">
            Related issues
          </h2>
          <ul className="related-grid">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} timeZone={newsletter.timeZone} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <aside
        aria-labelledby="article-subscribe-title"
        className="mx-auto max-w-3xl px-5 pb-12 sm:px-8 sm:pb-24"
      >
        <div className="closing-panel sm:p-10">
          <h2
            id="article-subscribe-title"
            className="text-2xl font-semibold tracking-tight text-ink-100 sm:text-3xl"
          >
            Get the next transmission
          </h2>
          <p className="mt-2 mb-6 text-ink-300">
            One sharp idea on brand, AI and systems, {newsletterWhen(newsletter)}.
          </p>
          <NewsletterSignup />
        </div>
      </aside>
    </article>
  );
}
