import { Link } from 'react-router';
import { SiteLogo } from '../../../components/layout/site-logo';

/** The landing pages' slim header: the bare layout has no top bar, only these few links. */
export function HomeHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-20 mx-auto flex max-w-6xl items-center justify-between px-5 py-6 sm:px-8">
      <SiteLogo />
      <nav aria-label="Main" className="flex items-center gap-1 text-sm">
        <Link to="/products" className="rounded-full px-3 py-2 text-ink-300 hover:text-ink-100">
          Products
        </Link>
        <Link
          to="/transmission"
          className="hidden rounded-full px-3 py-2 text-ink-300 hover:text-ink-100 sm:inline-flex"
        >
          The Transmission
        </Link>
        <Link to="/contact" className="rounded-full px-3 py-2 text-ink-300 hover:text-ink-100">
          Contact
        </Link>
      </nav>
    </header>
  );
}
