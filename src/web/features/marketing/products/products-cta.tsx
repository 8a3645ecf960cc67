import { CalendarClock, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';

/** The closing call to action; `#consultation` is where "book a consultation" links land. */
export function ProductsCta() {
  const { booking } = useSiteLinks();
  return (
    <section
      id="consultation"
      aria-labelledby="consultation-title"
      className="relative overflow-hidden rounded-[2rem] border border-ink-700 bg-gradient-to-br from-ink-800 to-ink-950 px-5 py-8 text-center sm:px-12 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 h-72 w-[40rem] max-w-[140%] -translate-x-1/2 rounded-full bg-signal-600/20 blur-3xl"
      />
      <p className={`relative ${marketingStyles.eyebrow}`}>Free consultation</p>
      <h2 id="consultation-title" className={`relative ${marketingStyles.heading}`}>
        Not sure which step is yours?
      </h2>
      <p className="relative mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-300 sm:mt-5 sm:text-lg">
        Book a 45-minute consultation with a strategist. You leave with a clear recommendation and a
        plan, whether or not we work together.
      </p>
      <div className="relative mt-6 flex sm:mt-10 flex-col items-center justify-center gap-3 sm:flex-row">
        <ExternalLink href={booking.consultation} className={marketingStyles.primaryButton}>
          <CalendarClock aria-hidden="true" className="size-4" />
          Book a Consultation
        </ExternalLink>
        <Link to="/signal-strength" className={marketingStyles.secondaryButton}>
          <Gauge aria-hidden="true" className="size-4" />
          Score your signal
        </Link>
      </div>
    </section>
  );
}
