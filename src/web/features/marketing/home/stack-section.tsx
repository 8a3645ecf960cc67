import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';
import { signalStackStepCount, signalStackSteps } from '~/shared/marketing/signal-stack';

/** SPARK's scorecard recommendation lands on the #spark section further down. */
const steps = signalStackSteps;

export default function StackSection() {
  return (
    <section id="stack" aria-labelledby="stack-title" className={marketingStyles.section}>
      <SectionHeading
        id="stack-title"
        eyebrow="The Signal Stack"
        title={`${signalStackStepCount} steps from clarity to category leader.`}
      />
      <p className={`${marketingStyles.lead} max-md:hidden`}>
        Each step stands on its own and builds on the one before. Start where you are; climb when
        you are ready.
      </p>
      {/*
        The stack drawn as what it is, a ladder: on a phone a rail of numbered rungs, on a
        wide screen seven steps rising from left to right.
      */}
      <ol className="relative mt-5 grid md:mt-12 gap-2.5 before:absolute before:top-4 before:bottom-4 before:left-[1.15rem] before:w-px before:bg-gradient-to-b before:from-signal-500 before:to-pulse-500/40 lg:grid-cols-7 lg:items-end lg:gap-3 lg:before:hidden">
        {steps.map((step, index) => (
          <li
            key={step.name}
            id={step.anchor}
            data-reveal=""
            className={marketingStyles.reveal}
            style={{ '--rung': index } as React.CSSProperties}
          >
            <Link
              to={step.href}
              className={`group relative flex h-full items-center gap-3 rounded-2xl border px-3 py-2 pr-4 sm:items-start sm:gap-4 sm:p-3 transition-colors hover:border-signal-500/60 lg:min-h-[calc(9rem+var(--rung)*2.4rem)] lg:flex-col lg:gap-0 lg:rounded-3xl lg:p-5 ${
                index === 0
                  ? 'border-signal-500/50 bg-gradient-to-br from-signal-600/30 via-ink-900 to-ink-900'
                  : 'border-ink-800 bg-ink-900/80'
              }`}
            >
              <span
                className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full font-mono text-sm font-semibold sm:size-9 lg:size-8 ${
                  index === 0 ? 'bg-signal-500 text-ink-950' : 'bg-ink-800 text-ink-100'
                }`}
              >
                {index + 1}
                <span className="sr-only">.</span>
              </span>
              <span className="min-w-0 flex-1 lg:mt-auto lg:flex-none lg:pt-6">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-display text-lg font-semibold tracking-tight text-ink-100 lg:text-base xl:text-lg">
                    {step.name}
                    <span className="ml-2 text-[11px] font-semibold uppercase tracking-[0.18em] text-signal-400 lg:hidden">
                      {step.role}
                    </span>
                  </span>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-ink-400 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-signal-400 lg:hidden"
                  />
                </span>
                <span className="hidden text-[11px] font-semibold uppercase tracking-[0.18em] text-signal-400 lg:mt-0.5 lg:block">
                  {step.role}
                </span>
                <span className="mt-1 block text-sm leading-snug text-ink-300 max-md:hidden">
                  {step.text}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-ink-400">Where almost every client starts: step 1, SPARK.</p>
    </section>
  );
}
