import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useWork } from '~/web/lib/work-content';
import { marketingStyles } from '../ui/marketing-styles';
import { CaseCard, ReadTheCase } from './case-card';
import { CasePicture } from './case-picture';
import { ExampleNote } from './example-note';
import { casePath, type PublishedCase } from '~/shared/work/work-content';
import { WorkStatus } from './work-status';

/** /work: every published case, the first large, the rest in a grid. */
export function WorkPage() {
  const work = useWork('/work');
  const cases = work.status === 'ready' ? work.content.cases : [];
  const [lead, ...rest] = cases;
  return (
    <div className="relative isolate overflow-x-clip">
      <div aria-hidden="true" className="page-glow" />
      <header className="index-hero">
        <p className={marketingStyles.eyebrow}>Work</p>
        <h1 className="index-title text-balance">What we made, and what changed</h1>
        <p className={marketingStyles.lead}>
          Brands, sites, content and custom systems for founders who needed them to work the week
          they launched. Each case names the problem, what we built and the figures after.
        </p>
      </header>
      {!lead ? (
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
          <WorkStatus state={work} empty="The first case study is on its way." />
        </div>
      ) : (
        <>
          <section aria-label="Latest case" className="mx-auto max-w-6xl px-5 pt-14 sm:px-8">
            <LeadCase work={lead} />
          </section>
          {rest.length > 0 && (
            <section aria-labelledby="more-work" className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
              <h2 id="more-work" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                More work
              </h2>
              <ul className="work-grid mt-8">
                {rest.map((one) => (
                  <li key={one.slug}>
                    <CaseCard work={one} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <section className="mx-auto max-w-6xl px-5 pb-24 sm:px-8">
        <div className="closing-panel closing-row">
          <h2 className="section-title text-balance">Your business could be the next case</h2>
          <Link to="/contact" className={marketingStyles.primaryButton}>
            Start a project
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The first case as a wide panel: picture beside the story and its headline figures. */
function LeadCase({ work }: { work: PublishedCase }) {
  return (
    <article className="relative grid overflow-hidden rounded-3xl border border-signal-500/40 bg-gradient-to-br from-signal-600/15 via-ink-900 to-ink-950 lg:grid-cols-2">
      <CasePicture work={work} sizes="(min-width: 1024px) 36rem, 100vw" isAboveFold isDecorative />
      <div className="flex flex-col p-6 sm:p-10">
        <p className={marketingStyles.eyebrow}>{work.sector}</p>
        <h2 className="mt-4 section-title">
          <Link to={casePath(work.slug)} className="card-link">
            {work.client}
          </Link>
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink-300">{work.summary}</p>
        <dl className="lead-figures mt-8">
          {work.outcomes.slice(0, 3).map((outcome) => (
            <div key={outcome.label} className="fact-cell">
              <dt className="text-xs leading-snug text-ink-300">{outcome.label}</dt>
              <dd className="text-2xl font-semibold tracking-tight text-ink-100 sm:text-3xl">
                {outcome.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <ReadTheCase />
          {work.isExample && <ExampleNote />}
        </p>
      </div>
    </article>
  );
}
