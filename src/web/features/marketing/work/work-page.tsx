import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useWork } from '~/web/lib/work-content';
import { marketingStyles } from '../ui/marketing-styles';
import { CaseCard, ReadTheCase } from './case-card';
import { CasePicture } from './case-picture';
import { CaseQuote } from './case-quote';
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
        <div className="page-frame py-16">
          <WorkStatus state={work} empty="The first case study is on its way." />
        </div>
      ) : (
        <>
          <section aria-label="Latest case" className="page-frame pt-14">
            <LeadCase work={lead} />
          </section>
          {/* The client's words in large type between the lead and the grid. */}
          <CaseQuote work={lead} className="pt-16 sm:pt-20" />
          {rest.length > 0 && (
            <section aria-labelledby="more-work" className="page-frame py-16">
              <h2 id="more-work" className="list-title">
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
      <section className="page-frame pb-24">
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
    <article className="lead-case">
      <CasePicture work={work} sizes="(min-width: 1024px) 36rem, 100vw" isAboveFold isDecorative />
      <div className="lead-case-story">
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
              <dt>{outcome.label}</dt>
              <dd>{outcome.value}</dd>
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
