import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useStoredFlag } from '../../lib/use-stored-flag';

export const bannerDismissalKey = 'webinar-banner-dismissed';
const pathsWithoutBanner = ['/webinar-series', '/spark-summit'];

/**
 * The "Smarter in 30" promo strip. Pre-rendered pages leave it out and it appears after
 * hydration unless dismissed, so a visitor who closed it never sees it flash; being fixed,
 * showing it late moves nothing.
 */
export function WebinarBanner() {
  const { pathname } = useLocation();
  const [isDismissed, dismiss] = useStoredFlag(bannerDismissalKey, true);

  if (isDismissed || pathsWithoutBanner.includes(pathname)) return null;

  return (
    <>
      {/*
        Holds the strip's height at the end of the page, so the footer's last line is never
        left underneath it; added after hydration at the very end, it moves nothing.
      */}
      <div aria-hidden="true" className="h-16 sm:h-14" />
      <aside
        aria-label="Webinar promotion"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-signal-600/40 bg-ink-900/95 backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
          <p className="flex-1 text-sm text-ink-100">
            <strong className="font-semibold text-signal-300">Smarter in 30</strong>
            <span className="hidden sm:inline">
              {' '}
              · Free AI webinar series: six 30-minute sessions, Fridays at 12pm CST.
            </span>
            <span className="sm:hidden"> · Free AI webinars</span>
          </p>
          <Link
            to="/webinar-series"
            className="rounded-full bg-signal-500 px-4 py-1.5 text-sm font-semibold text-ink-950 hover:bg-signal-400"
          >
            Register Now
          </Link>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss webinar banner"
            className="rounded-md p-1.5 text-ink-300 hover:bg-ink-800 hover:text-ink-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </aside>
    </>
  );
}
