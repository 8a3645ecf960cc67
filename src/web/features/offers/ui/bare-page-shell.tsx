import { Link } from 'react-router';
import { AccountEntryLink } from '../../../components/layout/account-entry-link';
import { SiteLogo } from '../../../components/layout/site-logo';

interface BarePageShellProps {
  /** The one call to action in the slim header (a button or an anchor). */
  headerAction?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The bare layout of the landing pages (/webinar-series, /mirror, /bizbuiltnow): no top
 * bar, banner or site footer, just the logo, one action and a one-line footer, so nothing
 * competes with the offer.
 */
export function BarePageShell({ headerAction, children }: BarePageShellProps) {
  return (
    <div className="relative isolate flex min-h-screen flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-ink-800 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-4 py-5 sm:gap-4 sm:px-8">
        <SiteLogo />
        {/* Wraps rather than overflows: before the web font arrives, the wider fallback
            font would push Sign In and the action past a 390 px screen's edge. */}
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-1 *:whitespace-nowrap sm:gap-2">
          <AccountEntryLink />
          {headerAction}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-ink-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Signal Studio · Des
            Moines, IA
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/" className="hover:text-ink-100">
              Home
            </Link>
            <Link to="/products" className="hover:text-ink-100">
              Products
            </Link>
            <Link to="/contact" className="hover:text-ink-100">
              Contact
            </Link>
            <Link to="/privacy" className="hover:text-ink-100">
              Privacy
            </Link>
            <Link to="/terms" className="hover:text-ink-100">
              Terms
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
