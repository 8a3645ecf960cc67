import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingPaths } from '~/shared/booking/booking-paths';
import { AccountEntryLink } from './account-entry-link';
import { frameWidth } from './site-frame';
import { SiteLogo } from './site-logo';

/** The header's one primary action unless a page names its own: the studio's main offer. */
export function BookCallLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={bookingPaths.discoveryCall}
      onClick={onNavigate}
      // Spelled out: button-styles.ts would be one more script on the bare home page.
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-signal-500 px-4 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-5 text-ink-950 transition-colors hover:bg-signal-400"
    >
      Book a call
    </Link>
  );
}

interface SiteHeaderProps {
  /** The one primary action; Book a call when the page names none. */
  action?: ReactNode;
  /**
   * The full header's links, account actions and phone menu, given the action to place
   * among them (the layout route passes them, so the bare pages never load their code).
   * Without it the header is the spec's bare one: logo, the way into the app, the action.
   */
  renderNavigation?: (action: ReactNode) => ReactNode;
  /** Sticky with a backdrop (pages with chrome); the bare pages let it scroll away. */
  isSticky?: boolean;
}

/** The one site header: every page with chrome, bare or not, starts with it. */
export function SiteHeader({
  action = <BookCallLink />,
  renderNavigation,
  isSticky = false,
}: SiteHeaderProps) {
  return (
    <header
      className={
        isSticky
          ? 'sticky top-0 z-40 border-b border-ink-800 bg-ink-950/85 backdrop-blur'
          : 'relative z-20'
      }
    >
      <div className={`${frameWidth} flex min-h-16 items-center justify-between gap-2`}>
        <SiteLogo />
        {/* Wraps rather than overflows: before the web font arrives, the wider fallback
            font would push the last item past a 390 px screen's edge. */}
        <nav
          aria-label="Main"
          className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-1 py-2 sm:gap-2"
        >
          {renderNavigation ? (
            renderNavigation(action)
          ) : (
            <>
              <AccountEntryLink />
              {action}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
