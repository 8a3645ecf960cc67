import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { journeyResults, journeyStages, journeyTimeline } from '~/shared/offers/journey-story';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { signalStackStepCount } from '~/shared/marketing/signal-stack';
import { SectionHeading } from '../ui/section-heading';

/** The page's next step is SPARK (the button); these two are the quieter ways on. */
const otherSteps = [
  {
    title: 'Score your signal',
    text: 'Five questions, two minutes: see where your brand stands today.',
    href: '/#scorecard',
  },
  {
    title: 'Explore the Signal Stack',
    text: `All ${signalStackStepCount.toLowerCase()} steps of the stack Dana climbed, and what each one delivers.`,
    href: '/#stack',
  },
];

export function JourneyHero() {
  return (
    <section aria-labelledby="journey-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto max-w-4xl px-5 pb-16 pt-16 text-center sm:px-8 sm:pt-24">
        <p className={offerStyles.eyebrow}>A client journey</p>
        <h1 id="journey-title" className={offerStyles.heroTitle}>
          From stuck to <span className={offerStyles.gradientText}>waitlist</span> in six months.
        </h1>
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
          How Dana, the founder of a physiotherapy practice, climbed the Signal Stack one step at a
          time, and what changed at each stage.
        </p>
        <p className="mt-4 text-sm text-ink-400">
          A composite of real client journeys; names and details changed.
        </p>
      </div>
    </section>
  );
}

export function JourneyTimeline() {
  return (
    <section aria-labelledby="timeline-title" className={offerStyles.section}>
      <SectionHeading
        id="timeline-title"
        eyebrow="The timeline"
        title="Eight moments that changed the business."
      />
      {/* Unboxed entries on a rule, two abreast from lg (eight full-width cards were a
          screen and a half). */}
      <ol className="journey-timeline">
        {journeyTimeline.map((entry) => {
          const stage = journeyStages.find((candidate) => candidate.number === entry.stage);
          return (
            <li key={entry.when}>
              <p>
                <span>{entry.when}</span> Stage {entry.stage} · {stage?.name} · {stage?.product}
              </p>
              <h3>{entry.title}</h3>
              <p>{entry.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function JourneyResults() {
  return (
    <>
      <section aria-labelledby="results-title" className={offerStyles.section}>
        <SectionHeading id="results-title" eyebrow="The results" title="Six months later." />
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {journeyResults.map((result) => (
            <div key={result.label} className={`${offerStyles.card} fact-cell`}>
              <dt className="mt-2 text-sm text-ink-300">{result.label}</dt>
              <dd
                className={`text-4xl font-semibold tracking-tight sm:text-5xl ${offerStyles.gradientText}`}
              >
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="your-journey-title" className={offerStyles.section}>
        <SectionHeading
          id="your-journey-title"
          eyebrow="Your turn"
          title="Where does your journey start?"
        />
        <div className="journey-next">
          <div>
            <Link to="/#spark" className={offerStyles.primaryButton}>
              Start with SPARK
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <p>Every journey on this page began with one clarity session.</p>
          </div>
          <ul>
            {otherSteps.map((step) => (
              <li key={step.title}>
                <Link to={step.href}>{step.title}</Link>
                <p>{step.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
