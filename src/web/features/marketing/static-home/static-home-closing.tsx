import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
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

/** What you get, then one closing section: Book SPARK, and every other way on as a link. */
export function StaticHomeClosing() {
  const { booking } = useSiteLinks();
  return (
    <>
      <section aria-labelledby="benefits-title" className="static-section">
        <p className={marketingStyles.eyebrow}>On every engagement</p>
        <h2 id="benefits-title" className={marketingStyles.heading}>
          What you get
        </h2>
        <ul className="static-checklist">
          {benefits.map((benefit) => (
            <li key={benefit}>
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-signal-400" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="static-cta-title" className="static-closing">
        <p className={marketingStyles.eyebrow}>Next step</p>
        <h2 id="static-cta-title" className={marketingStyles.heading}>
          Ready when you are.
        </h2>
        <p className={marketingStyles.lead}>
          Book SPARK to find your signal, or start with a free 30-minute discovery call: no pitch,
          no pressure, an honest answer on whether we are the right studio for the next step.
        </p>
        <div className="static-closing-actions">
          <ExternalLink href={booking.spark} className={marketingStyles.primaryButton}>
            Book SPARK
          </ExternalLink>
          <ul className="static-quiet-links">
            <li>
              <ExternalLink href={booking.discoveryCall}>Free discovery call</ExternalLink>
            </li>
            <li>
              <Link to="/products">See all products</Link>
            </li>
            <li>
              <Link to="/signal-strength">Score your signal</Link>
            </li>
            <li>
              <Link to="/contact">Contact the studio</Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
