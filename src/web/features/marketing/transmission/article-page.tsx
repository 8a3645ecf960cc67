import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleBlock } from '../../../../shared/marketing/article-texts';
import { formatRelativeAge, type Article } from '../../../../shared/marketing/articles';
import { NewsletterSignup } from '../newsletter/newsletter-signup';
import { marketingStyles } from '../ui/marketing-styles';
import { ArticleArt } from './article-art';
import { newsletterWhen } from '../../../../shared/newsletter/newsletter-promise';
import { useSiteSettings } from '../../../lib/site-settings';

function Block({ block }: { block: ArticleBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('heading' in block)
    return (
      <h2 className="!mt-12 text-2xl font-semibold tracking-tight text-ink-100 sm:text-3xl">
        {block.heading}
      </h2>
    );
  if ('quote' in block)
    return (
      <blockquote className="!my-10 border-l-4 border-signal-500 pl-6 font-display text-2xl leading-snug text-balance text-ink-100">
        {block.quote}
      </blockquote>
    );
  return (
    <ul className="list-disc space-y-3 pl-6 marker:text-signal-400">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One issue of The Transmission, read on the site. */
export function ArticlePage({
  article,
  blocks,
}: {
  article: Article;
  blocks: readonly ArticleBlock[];
}) {
  return (
    <article className="relative isolate overflow-x-clip" aria-labelledby="article-title">
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-10%] -z-10 h-[30rem] w-[40rem] rounded-full bg-signal-600/15 blur-3xl"
      />
      <header className="mx-auto max-w-3xl px-5 pt-12 sm:px-8 sm:pt-20">
        <Link
          to="/transmission"
          className="inline-flex items-center gap-2 text-sm font-semibold text-ink-300 hover:text-ink-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          The Transmission
        </Link>
        <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-300">
          <span className="rounded-full bg-ink-800 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-pulse-400">
            {article.category}
          </span>
          <span>{formatRelativeAge(article.publishedDaysAgo)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {article.readTime}
          </span>
        </p>
        <h1
          id="article-title"
          className="mt-5 text-4xl font-semibold tracking-tight text-balance sm:text-6xl"
        >
          {article.title}
        </h1>
        <p className={marketingStyles.lead}>{article.excerpt}</p>
      </header>
      <figure className="mx-auto mt-10 max-w-4xl px-5 sm:px-8">
        <ArticleArt
          slug={article.slug}
          className="h-auto w-full rounded-3xl border border-ink-800"
        />
      </figure>
      <div className="mx-auto max-w-2xl space-y-6 px-5 py-12 text-lg leading-relaxed text-pretty text-ink-300 sm:px-8">
        {blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <aside
        aria-labelledby="article-subscribe-title"
        className="mx-auto max-w-3xl px-5 pb-24 sm:px-8"
      >
        <div className="rounded-[2rem] border border-ink-700 bg-gradient-to-br from-ink-800 to-ink-950 p-6 sm:p-10">
          <h2
            id="article-subscribe-title"
            className="text-2xl font-semibold tracking-tight text-ink-100 sm:text-3xl"
          >
            Get the next transmission
          </h2>
          <p className="mt-2 mb-6 text-ink-300">
            One sharp idea on brand, AI and systems, {newsletterWhen(useSiteSettings().newsletter)}.
          </p>
          <NewsletterSignup />
        </div>
      </aside>
    </article>
  );
}
