import { CalendarClock, Timer } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';
import { SignalStrengthScorecard } from './signal-strength-scorecard';
import { SignalTiers } from './signal-tiers';

export function SignalStrengthPage() {
  const { booking } = useSiteLinks();
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-20%] -z-10 h-[34rem] w-[40rem] rounded-full bg-pulse-500/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1fr_1.25fr] lg:items-start">
        <header>
          <p className={marketingStyles.eyebrow}>Signal Strength Scorecard</p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            How clearly does the market{' '}
            <span className={marketingStyles.gradientText}>hear you?</span>
          </h1>
          <p className={marketingStyles.lead}>
            Five questions on clarity, consistency, systems, differentiation and conversion. Get a
            score out of 100 and the one step that would move it most.
          </p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-ink-700 px-4 py-2 text-sm text-ink-300">
            <Timer aria-hidden="true" className="size-4 text-pulse-400" />
            Takes about 2 minutes
          </p>
        </header>
        <section
          aria-labelledby="scorecard-title"
          className="rounded-[2rem] border border-ink-700 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-10"
        >
          <h2 id="scorecard-title" className="sr-only">
            Scorecard
          </h2>
          <SignalStrengthScorecard />
        </section>
      </div>
      <section aria-labelledby="tiers-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
        <p className={marketingStyles.eyebrow}>The four tiers</p>
        <h2 id="tiers-title" className={marketingStyles.heading}>
          What your score means
        </h2>
        <div className="mt-10">
          <SignalTiers />
        </div>
      </section>
      <section
        aria-labelledby="signal-consultation-title"
        className="mx-auto max-w-6xl px-5 pb-24 pt-8 sm:px-8"
      >
        <div className="flex flex-col gap-8 rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-950 p-6 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="signal-consultation-title" className="section-title">
              Want a second opinion on your score?
            </h2>
            <p className="mt-3 max-w-xl text-lg leading-relaxed text-ink-300">
              Walk through your answers with a strategist in a free signal consultation and leave
              with a plan for your next 90 days.
            </p>
          </div>
          <ExternalLink
            href={booking.consultation}
            className={`${marketingStyles.primaryButton} shrink-0`}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Book a Signal Consultation
          </ExternalLink>
        </div>
      </section>
    </div>
  );
}
