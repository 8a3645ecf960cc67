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

/**
 * The full footer's columns (manifesto and discovery call, company, services, social), in
 * their own module so the bare pages' footer does not load them. Their styles are the
 * footer-* classes in app.css: every page with the full chrome loads this module, and
 * there they cost no JavaScript.
 */
export function FooterColumns() {
  const { booking, contacts, social } = useSiteLinks();
  return (
    <div className={`${frameWidth} footer-columns`}>
      <section aria-labelledby="footer-manifesto">
        <h2 id="footer-manifesto" className="footer-heading">
          Manifesto
        </h2>
        {/* On a phone the manifesto's first words only (the footer is the last screen of
            every page), never the heading alone over the button, which read as its label. */}
        <p className="footer-manifesto">
          Clarity before code.
          <span className="max-sm:hidden">
            {' '}
            We help founders find the signal in their story, then build the brand, platform and AI
            systems that carry it further than they could alone.
          </span>
        </p>
        <ExternalLink href={booking.discoveryCall} className="footer-call">
          Book a free 30-minute discovery call
        </ExternalLink>
      </section>
      <nav aria-labelledby="footer-company">
        <h2 id="footer-company" className="footer-heading">
          Company
        </h2>
        <ul className="footer-links">
          {companyLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="footer-link">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={mailto(contacts.general)} className="footer-link">
              Email us
            </a>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-services" className="max-sm:row-span-2">
        <h2 id="footer-services" className="footer-heading">
          Services
        </h2>
        <ul className="footer-links">
          {serviceLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="footer-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A phone sets the networks under Company, beside the longer Services column. */}
      <section aria-labelledby="footer-connect">
        <h2 id="footer-connect" className="footer-heading">
          Connect
        </h2>
        <ul className="footer-links flex flex-wrap gap-x-5 sm:block">
          {socialLinks(social).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="footer-link">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
