import { Link } from 'react-router';
import { CorePagePicture } from '../ui/core-page-picture';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionDisclosure } from '../ui/section-disclosure';
import { SectionHeading } from '../ui/section-heading';

const flow = [
  {
    stage: 'Attract',
    funnel: 'Ads to a landing page',
    core: 'A story visitors scroll to the end of',
  },
  {
    stage: 'Qualify',
    funnel: 'A form and a sales call',
    core: 'A built-in scorecard that sorts leads for you',
  },
  {
    stage: 'Convert',
    funnel: 'Proposals by email',
    core: 'Booking and checkout in the same scroll',
  },
  {
    stage: 'Deliver',
    funnel: 'Onboarding by hand',
    core: 'A client dashboard that onboards itself',
  },
];

/** The funnel-to-platform story of CORE, with the #demo preview the call to action points at. */
export default function CoreFlowSection() {
  return (
    <section id="core-flow" aria-labelledby="core-flow-title" className={marketingStyles.section}>
      <SectionHeading
        id="core-flow-title"
        eyebrow="From funnel to platform"
        title="CORE replaces the leaky funnel with one platform."
      />
      <SectionDisclosure
        id="core-flow"
        summary="the funnel and the CORE page"
        lead="Funnels hand people from tool to tool and lose them at every handoff. CORE keeps the whole journey in one place, on your brand, from first scroll to first invoice."
      >
        <div className="mt-14 grid gap-8 lg:grid-cols-2 lg:items-start">
          <ol className="space-y-4">
            {flow.map((step, index) => (
              <li
                key={step.stage}
                data-reveal=""
                className={`grid grid-cols-[auto_1fr] gap-4 rounded-2xl border border-ink-800 bg-ink-900/60 p-5 ${marketingStyles.reveal}`}
              >
                <span className="grid size-10 place-items-center rounded-full bg-signal-500/15 font-mono text-sm font-semibold text-signal-300">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-100">{step.stage}</h3>
                  <p className="mt-1 text-sm text-ink-400">
                    <span className="sr-only">Funnel: </span>
                    <span className="line-through decoration-ink-600">{step.funnel}</span>
                  </p>
                  <p className="mt-1 text-sm text-ink-100">
                    <span className="sr-only">CORE: </span>
                    {step.core}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <figure id="demo" data-reveal="" className={marketingStyles.reveal}>
            <CorePagePicture />
            <figcaption className="mt-4 px-1 text-sm text-ink-300">
              A CORE platform: story, scorecard, booking and checkout in one scroll.{' '}
              <Link
                to="/products#core"
                className="font-semibold text-signal-300 hover:text-signal-400"
              >
                See what CORE includes
              </Link>
            </figcaption>
          </figure>
        </div>
      </SectionDisclosure>
    </section>
  );
}
