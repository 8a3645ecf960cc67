import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { journeyResults, journeyStages, journeyTimeline } from '~/shared/offers/journey-story';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { signalStackStepCount } from '~/shared/marketing/signal-stack';
import { SectionHeading } from '../ui/section-heading';

const nextSteps = [
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
  {
    title: 'Start with SPARK',
    text: 'Every journey on this page began with one clarity session.',
    href: '/#spark',
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
      <ol className="relative mt-12 space-y-6 border-l border-ink-700 pl-6 sm:ml-4 sm:pl-10">
        {journeyTimeline.map((entry) => {
          const stage = journeyStages.find((candidate) => candidate.number === entry.stage);
          return (
            <li key={entry.when} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[calc(1.5rem+5px)] top-2 size-2.5 rounded-full bg-signal-400 ring-4 ring-ink-950 sm:-left-[calc(2.5rem+5px)]"
              />
              <article className={offerStyles.card}>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-mono font-semibold text-signal-300">{entry.when}</span>
                  <span className="text-ink-400">
                    Stage {entry.stage} · {stage?.name} · {stage?.product}
                  </span>
                </p>
                <h3 className="mt-2 text-xl font-semibold tracking-tight">{entry.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-300">{entry.text}</p>
              </article>
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
        <SectionHeading
          id="results-title"
          eyebrow="The results"
          title="Six months later."
          isCentered
        />
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {journeyResults.map((result) => (
            <div key={result.label} className={`${offerStyles.card} fact-cell text-center`}>
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
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {nextSteps.map((step) => (
            <li key={step.title}>
              <Link
                to={step.href}
                className="group flex h-full flex-col rounded-3xl border border-ink-800 bg-ink-900/70 p-6 transition-colors hover:border-signal-500/60 sm:p-8"
              >
                <span className="flex items-center justify-between gap-3 text-lg font-semibold">
                  {step.title}
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-5 text-ink-400 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-signal-400"
                  />
                </span>
                <span className="mt-2 text-sm leading-relaxed text-ink-300">{step.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
