import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { frameWidth } from './site-frame';

const footerBackgroundUrl = '/storage/v1/object/public/site-images/footer-background.svg';

const closingLinks = [
  { label: 'Products', href: '/products' },
  { label: 'Work', href: '/work' },
  { label: 'The Transmission', href: '/transmission' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];

/**
 * The one site footer. Every page with chrome ends with its closing row (year, place,
 * the few links a visitor looks for at the bottom); pages with the full chrome put the
 * columns above it. The spec's bare pages (home, the offer landings) pass none.
 */
export function SiteFooter({ columns }: { columns?: ReactNode }) {
  return (
    <footer className="relative isolate overflow-hidden border-t border-ink-800 bg-ink-950">
      {columns && (
        <img
          src={footerBackgroundUrl}
          alt=""
          aria-hidden="true"
          width={1600}
          height={600}
          loading="lazy"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
      )}
      {columns}
      <div
        className={`${frameWidth} footer-bar ${
          // The full chrome's webinar banner is fixed to the bottom edge from 640 px.
          columns ? 'border-t border-ink-800 sm:pb-24' : ''
        }`}
      >
        {/* Whole on one line: beside the links (from 1024 px) it had wrapped after "Des Moines,". */}
        <p className="shrink-0">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Signal Studio · Des
          Moines, IA
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 sm:gap-y-2">
            {closingLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
