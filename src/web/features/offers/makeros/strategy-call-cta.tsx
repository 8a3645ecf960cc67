import { CalendarClock } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { makerOsDelivery } from '~/shared/offers/makeros-facts';
import { ExternalLink } from '~/web/components/ui/external-link';
import { offerStyles } from '../ui/offer-styles';

export function StrategyCallCta() {
  const { booking } = useSiteLinks();
  return (
    <section aria-labelledby="strategy-call-title" className={offerStyles.section}>
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/25 via-ink-900 to-pulse-500/10 px-5 py-8 text-center sm:px-12 sm:py-16">
        <p className={offerStyles.eyebrow}>Free strategy call</p>
        <h2 id="strategy-call-title" className={`${offerStyles.heading} mx-auto max-w-3xl`}>
          Let&apos;s map the system your business deserves.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-ink-300 sm:mt-5 sm:text-lg">
          Bring your workflows and your wish list. Leave with a scope, a timeline and a fixed quote
          for a build delivered in {makerOsDelivery}.
        </p>
        <div className="mt-6 flex justify-center sm:mt-8">
          <ExternalLink href={booking.strategyCall} className={offerStyles.primaryButton}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Book your strategy call
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
