import { ArrowLeft, ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { PublishedCase } from '~/shared/work/work-content';
import { useWork } from '~/web/lib/work-content';
import { marketingStyles } from '../ui/marketing-styles';
import { CaseQuote } from './case-quote';
import { CaseCard } from './case-card';
import { CaseHead } from './case-head';
import { CasePicture } from './case-picture';
import { ExampleNote } from './example-note';
import { WorkStatus } from './work-status';

/** One case study, complete in the HTML the server sends. */
export function CasePage({ slug }: { slug: string }) {
  const work = useWork(`/work/${slug}`);
  const shown = work.status === 'ready' ? work.content.case : null;
  if (!shown) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-24 sm:px-8">
        <BackLink />
        <div className="mt-8">
          <WorkStatus state={work} empty="This case study is not published." />
        </div>
      </div>
    );
  }
  return <CaseContent work={shown} others={work.status === 'ready' ? work.content.cases : []} />;
}

function BackLink() {
  return (
    <Link to="/work" className="back-link min-h-11">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All work
    </Link>
  );
}

function CaseContent({ work, others }: { work: PublishedCase; others: readonly PublishedCase[] }) {
  const [, ...gallery] = work.images;
  return (
    <article className="relative isolate overflow-x-clip" aria-labelledby="case-title">
      <CaseHead work={work} />
      <header className="page-frame pt-10 sm:pt-16">
        <BackLink />
        <p className={`${marketingStyles.eyebrow} mt-8`}>{work.sector}</p>
        <h1 id="case-title" className="detail-title mt-4">
          {work.client}
        </h1>
        {work.summary && <p className={marketingStyles.lead}>{work.summary}</p>}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {work.isExample && <ExampleNote />}
          {work.clientUrl && (
            <a
              href={work.clientUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="more-link min-h-11 hover:text-signal-200"
            >
              Visit {work.client}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </header>
      <figure className="page-frame mt-10">
        <CasePicture
          work={work}
          sizes="(min-width: 1152px) 72rem, 100vw"
          isAboveFold
          className="rounded-3xl border border-ink-800"
        />
      </figure>
      {work.outcomes.length > 0 && (
        <section aria-label="Outcomes" className="page-frame pt-12">
          <dl className="case-outcomes">
            {work.outcomes.map((outcome) => (
              <div key={outcome.label} className="fact-cell">
                <dt>{outcome.label}</dt>
                <dd>{outcome.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="case-story">
        <section aria-labelledby="case-problem">
          <h2 id="case-problem">The problem</h2>
          <p>{work.problem}</p>
        </section>
        <section aria-labelledby="case-made">
          <h2 id="case-made">What we made</h2>
          <p>{work.made}</p>
        </section>
      </div>
      {gallery.length > 0 && (
        <section aria-label="Gallery" className="page-frame pb-14">
          <ul className="grid gap-5 md:grid-cols-2">
            {gallery.map((image) => (
              <li key={image.id}>
                <CasePicture
                  work={work}
                  image={image}
                  sizes="(min-width: 768px) 36rem, 100vw"
                  className="rounded-2xl border border-ink-800"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CaseQuote work={work} className="pb-16" />
      {others.length > 0 && (
        <section aria-labelledby="more-cases" className="page-frame pb-16">
          <h2 id="more-cases" className="list-title">
            More work
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {others.map((one) => (
              <li key={one.slug}>
                <CaseCard work={one} sizes="(min-width: 768px) 36rem, 100vw" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="page-frame pb-24">
        <div className="closing-panel closing-row">
          <h2 className="section-title text-balance">Want results like these?</h2>
          <Link to="/contact" className={marketingStyles.primaryButton}>
            Start a project
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </article>
  );
}
