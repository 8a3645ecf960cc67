import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isSitePath, isWebAddress } from '~/shared/same-site-path';
import { useSiteState } from '~/web/lib/site-state';
import { useStoredFlag } from '~/web/lib/use-stored-flag';

export const bannerDismissalKey = 'webinar-banner-dismissed';
const pathsWithoutBanner = ['/webinar-series', '/spark-summit'];

/**
 * The promo strip, worded and linked as the studio set it in Site Settings. Pre-rendered
 * pages leave it out; it appears once the settings are loaded, unless dismissed, hidden
 * by the studio or the series is over (the server's clock decides).
 *
 * From 640 px it is fixed to the bottom edge. On a phone a fixed strip covers a fifth of
 * the text as it scrolls by, so there it is an ordinary block after the footer instead.
 * Either way it is added last, after hydration, so showing it late moves nothing.
 */
export function WebinarBanner() {
  const { pathname } = useLocation();
  const [isDismissed, dismiss] = useStoredFlag(bannerDismissalKey, true);
  const state = useSiteState();

  if (isDismissed || pathsWithoutBanner.includes(pathname)) return null;
  if (!state || !state.settings.banner.visible || state.webinar.isOver) return null;
  const { title, text, linkLabel, linkUrl } = state.settings.banner;
  const linkClass =
    'rounded-full bg-signal-500 px-4 py-1.5 text-sm font-semibold text-ink-950 hover:bg-signal-400';

  return (
    <>
      {/*
        Holds the fixed strip's height at the end of the page, so the footer's last line is
        never left underneath it (phones show the strip in the flow, with no need).
      */}
      <div aria-hidden="true" className="hidden h-14 sm:block" />
      <aside
        aria-label="Webinar promotion"
        data-bottom-chrome="banner"
        className="border-t border-signal-600/40 bg-ink-900/95 sm:fixed sm:inset-x-0 sm:bottom-0 sm:z-30 sm:backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
          <p className="flex-1 text-sm text-ink-100">
            <strong className="font-semibold text-signal-300">{title}</strong>
            <span className="hidden sm:inline"> · {text}</span>
          </p>
          {/* A value saved before the stricter check could still name another site. */}
          {isSitePath(linkUrl) ? (
            <Link to={linkUrl} className={linkClass}>
              {linkLabel}
            </Link>
          ) : isWebAddress(linkUrl) ? (
            <a href={linkUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {linkLabel}
            </a>
          ) : null}
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
