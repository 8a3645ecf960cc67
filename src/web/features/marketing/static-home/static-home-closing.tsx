import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
import { DiscoveryCallBanner } from '../ui/discovery-call-banner';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';

const benefits = [
  'A senior strategist on every engagement',
  'Fixed prices and fixed timelines',
  'Everything we build is yours to keep',
  'Systems documented so your team can run them',
  'One studio for brand, platform and AI',
  'Results measured against a baseline',
];

const closingLinkStyle =
  'inline-flex items-center justify-center rounded-full border border-ink-600 px-5 py-3 text-sm font-semibold text-ink-100 hover:border-ink-400 hover:bg-ink-800';

/** What you get, the shared discovery-call banner, and the closing links. */
export function StaticHomeClosing() {
  const { booking } = useSiteLinks();
  return (
    <>
      <section aria-labelledby="benefits-title" className={marketingStyles.section}>
        <h2 id="benefits-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          What you get
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit}
              className="flex gap-3 rounded-2xl border border-ink-800 bg-ink-900/60 p-5 text-ink-100"
            >
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pulse-400" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <DiscoveryCallBanner />
      <section
        aria-labelledby="static-cta-title"
        className="mx-auto max-w-4xl px-5 pb-24 text-center sm:px-8"
      >
        <h2 id="static-cta-title" className={marketingStyles.heading}>
          Ready when you are.
        </h2>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ExternalLink href={booking.spark} className={marketingStyles.primaryButton}>
            Book SPARK
          </ExternalLink>
          <Link to="/products" className={closingLinkStyle}>
            See all products
          </Link>
          <Link to="/signal-strength" className={closingLinkStyle}>
            Score your signal
          </Link>
          <Link to="/contact" className={closingLinkStyle}>
            Contact the studio
          </Link>
        </div>
      </section>
    </>
  );
}
