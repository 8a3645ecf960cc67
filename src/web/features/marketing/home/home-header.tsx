import { Link } from 'react-router';
import { AccountEntryLink } from '../../../components/layout/account-entry-link';
import { SiteLogo } from '../../../components/layout/site-logo';

/** The landing pages' slim header: the bare layout has no top bar, only these few links. */
export function HomeHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-20 mx-auto flex max-w-6xl items-center justify-between px-5 py-6 sm:px-8">
      <SiteLogo />
      {/* Wraps rather than overflows: before the web font arrives, the fallback font is wider
          and the links would push the page sideways on a 390 px phone. */}
      <nav
        aria-label="Main"
        className="flex min-w-0 flex-wrap items-center justify-end text-sm sm:gap-1"
      >
        <Link
          to="/products"
          className="inline-flex min-h-11 items-center rounded-full px-2 text-ink-300 hover:text-ink-100 sm:px-3"
        >
          Products
        </Link>
        <Link
          to="/transmission"
          className="hidden min-h-11 items-center rounded-full px-2 text-ink-300 hover:text-ink-100 sm:inline-flex sm:px-3"
        >
          The Transmission
        </Link>
        <Link
          to="/contact"
          className="inline-flex min-h-11 items-center rounded-full px-2 text-ink-300 hover:text-ink-100 sm:px-3"
        >
          Contact
        </Link>
        <AccountEntryLink />
      </nav>
    </header>
  );
}
