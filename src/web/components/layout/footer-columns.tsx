import { Link } from 'react-router';
import { mailto } from '~/shared/external-links';
import type { SiteSettings } from '~/shared/schemas/site-settings';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '../ui/external-link';
import { frameWidth } from './site-frame';

const companyLinks = [
  { label: 'Philosophy', href: '/#philosophy' },
  { label: 'The Signal Stack', href: '/#stack' },
  { label: 'Testimonials', href: '/#testimonials' },
];

const serviceLinks = [
  { label: 'SPARK Session', href: '/products#spark' },
  { label: 'BRAND KIT', href: '/products#brand-kit' },
  { label: 'CORE Platform', href: '/products#core' },
  { label: 'MIRROR AI', href: '/products#mirror' },
  { label: 'SIGNAL Content', href: '/products#signal' },
  { label: 'MOMENTUM Partner', href: '/products#momentum' },
];

function socialLinks(social: SiteSettings['social']) {
  return [
    { label: 'LinkedIn', href: social.linkedin },
    { label: 'Instagram', href: social.instagram },
    { label: 'YouTube', href: social.youtube },
    { label: 'X', href: social.x },
  ];
}

const headingStyle = 'text-xs font-semibold uppercase tracking-widest text-ink-400';
// A 44 px tall row per link on a phone (WCAG 2.5.5 tap targets), the old rhythm from sm.
const linkStyle =
  'inline-flex min-h-11 min-w-11 items-center text-sm text-ink-300 hover:text-ink-100 sm:min-h-0 sm:min-w-0';
const linkListStyle = 'mt-3 sm:mt-4 sm:space-y-2';

/**
 * The full footer's columns (manifesto and discovery call, company, services, social), in
 * their own module so the bare pages' footer does not load them.
 */
export function FooterColumns() {
  const { booking, contacts, social } = useSiteLinks();
  return (
    // Two link columns side by side even on a phone: the footer is two screens tall otherwise.
    <div
      className={`${frameWidth} grid grid-cols-2 gap-x-6 gap-y-6 py-6 sm:gap-y-7 sm:py-16 lg:grid-cols-4`}
    >
      <section aria-labelledby="footer-manifesto" className="col-span-2 lg:col-span-1">
        <h2 id="footer-manifesto" className={headingStyle}>
          Manifesto
        </h2>
        {/* On a phone the manifesto's first words only (the footer is the last screen of
            every page), never the heading alone over the button, which read as its label. */}
        <p className="mt-2 text-sm leading-relaxed text-ink-300 sm:mt-4">
          Clarity before code.
          <span className="max-sm:hidden">
            {' '}
            We help founders find the signal in their story, then build the brand, platform and AI
            systems that carry it further than they could alone.
          </span>
        </p>
        <ExternalLink
          href={booking.discoveryCall}
          className="mt-3 sm:mt-4 inline-flex min-h-11 items-center rounded-full border border-signal-500/60 px-4 py-2 text-sm font-semibold text-signal-300 hover:bg-signal-500/10"
        >
          Book a free 30-minute discovery call
        </ExternalLink>
      </section>
      <nav aria-labelledby="footer-company">
        <h2 id="footer-company" className={headingStyle}>
          Company
        </h2>
        <ul className={linkListStyle}>
          {companyLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={linkStyle}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={mailto(contacts.general)} className={linkStyle}>
              Email us
            </a>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-services" className="max-sm:row-span-2">
        <h2 id="footer-services" className={headingStyle}>
          Services
        </h2>
        <ul className={linkListStyle}>
          {serviceLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={linkStyle}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A phone sets the networks under Company, beside the longer Services column. */}
      <section aria-labelledby="footer-connect">
        <h2 id="footer-connect" className={headingStyle}>
          Connect
        </h2>
        <ul className={`${linkListStyle} flex flex-wrap gap-x-5 sm:block`}>
          {socialLinks(social).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
