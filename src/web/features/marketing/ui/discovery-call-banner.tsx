import { PhoneCall } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from './marketing-styles';

/** The free discovery-call banner, shared by both home variants. */
export function DiscoveryCallBanner() {
  const { booking } = useSiteLinks();
  return (
    <section
      id="discovery-call"
      aria-labelledby="discovery-call-title"
      className="mx-auto max-w-6xl px-5 pb-12 sm:px-8 sm:pb-24"
    >
      <div
        data-reveal=""
        className={`flex flex-col gap-6 rounded-[2rem] border border-pulse-500/30 bg-gradient-to-r from-pulse-500/15 via-ink-900 to-ink-900 p-6 sm:p-10 md:flex-row md:items-center md:justify-between ${marketingStyles.reveal}`}
      >
        <div className="flex gap-5">
          <PhoneCall aria-hidden="true" className="mt-1 size-8 shrink-0 text-pulse-400" />
          <div>
            <h2
              id="discovery-call-title"
              className="text-2xl font-semibold text-ink-100 sm:text-3xl"
            >
              Free 30-minute discovery call
            </h2>
            <p className="mt-2 max-w-xl leading-relaxed text-ink-300">
              No pitch, no pressure. Tell us where you are and we will tell you honestly whether we
              are the right studio for the next step.
            </p>
          </div>
        </div>
        <ExternalLink
          href={booking.discoveryCall}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-pulse-400 px-6 py-3 font-semibold text-ink-950 hover:bg-pulse-500"
        >
          Book your free call
        </ExternalLink>
      </div>
    </section>
  );
}
