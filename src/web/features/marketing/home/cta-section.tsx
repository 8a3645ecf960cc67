import { CalendarClock, Gauge, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';

const button =
  'inline-flex w-full items-center justify-center gap-2 whitespace-nowrap rounded-full px-6 py-3 text-sm font-semibold transition-colors md:w-auto';

export default function CtaSection() {
  const { booking } = useSiteLinks();
  return (
    <section id="cta" aria-labelledby="cta-title" className={marketingStyles.section}>
      <div
        data-reveal=""
        className={`relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-signal-500 via-signal-600 to-[#b93c1a] px-5 py-8 text-center sm:px-12 sm:py-20 ${marketingStyles.reveal}`}
      >
        <div
          aria-hidden="true"
          className="absolute -bottom-12 -left-20 size-80 rounded-full bg-pulse-400/30 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl"
        >
          Ready to hear your signal?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-base text-ink-950/80 sm:mt-5 sm:text-lg">
          Score it in two minutes, talk it through with a strategist, or see what a platform built
          on it looks like.
        </p>
        <div className="relative mt-6 flex flex-col sm:mt-10 items-center justify-center gap-3 md:flex-row">
          <Link
            to="#signal-scorecard"
            className={`${button} bg-ink-950 text-ink-100 hover:bg-ink-800`}
          >
            <Gauge aria-hidden="true" className="size-4" />
            Take the Scorecard
          </Link>
          <ExternalLink
            href={booking.consultation}
            className={`${button} bg-ink-100 text-ink-950 hover:bg-white`}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Book a Consultation
          </ExternalLink>
          <Link
            to="#demo"
            className={`${button} border border-ink-950/50 text-ink-950 hover:border-ink-950 hover:bg-ink-950/10`}
          >
            <MonitorPlay aria-hidden="true" className="size-4" />
            See the Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
