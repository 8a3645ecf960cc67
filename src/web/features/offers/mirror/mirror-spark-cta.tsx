import { CalendarClock, Zap } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { sparkSessionMinutes } from '~/shared/catalogue-prices';
import { ExternalLink } from '~/web/components/ui/external-link';
import { offerStyles } from '../ui/offer-styles';

export function MirrorSparkCta() {
  const { booking } = useSiteLinks();
  return (
    <section aria-labelledby="mirror-spark-title" className={offerStyles.section}>
      <div className="grid gap-8 rounded-[2rem] border border-ink-800 bg-gradient-to-br from-ink-900 via-ink-900 to-pulse-500/10 p-6 sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center lg:p-14">
        <div>
          <p className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.22em] text-pulse-400">
            <Zap aria-hidden="true" className="size-4" />
            Not sure yet?
          </p>
          <h2 id="mirror-spark-title" className={offerStyles.heading}>
            {/* Kept whole: the heading broke after "90-" at some widths. */}
            Start with a <span className="whitespace-nowrap">
              {sparkSessionMinutes}-minute
            </span>{' '}
            SPARK session.
          </h2>
          <p className={offerStyles.lead}>
            In one focused session we find the voice, offers and questions your MIRROR should learn
            first, so your training starts with clarity.
          </p>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <ExternalLink href={booking.spark} className={offerStyles.primaryButton}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Book a SPARK session
          </ExternalLink>
          <ExternalLink href={booking.strategyCall} className={offerStyles.textLink}>
            Or book a MIRROR strategy call
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
