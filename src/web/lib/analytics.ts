import {
  beaconPath,
  pageViewKind,
  type BeaconKind,
  type BrowserEventName,
} from '~/shared/analytics-events';
import { isPrerenderedPath } from '~/shared/site-paths';

/**
 * First-party, cookie-free analytics (docs/analytics.md). Each call queues one
 * `navigator.sendBeacon` for when the browser is idle after the page has loaded, so it
 * never competes with the page; nothing is stored in the browser, and any failure is
 * swallowed, so counting can never break a page.
 */

interface PrivacyNavigator extends Navigator {
  globalPrivacyControl?: boolean;
}

function visitorOptedOut(): boolean {
  const privacy = navigator as PrivacyNavigator;
  return privacy.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

// Only a visit's first page view carries the referrer: later views in the app keep the
// same document.referrer, which would credit every page to where the visit began.
let referrerSent = false;

function send(name: BeaconKind): void {
  try {
    if (visitorOptedOut() || typeof navigator.sendBeacon !== 'function') return;
    const body: { name: BeaconKind; url: string; referrer?: string } = {
      name,
      url: location.pathname + location.search,
    };
    if (name === pageViewKind && !referrerSent) {
      referrerSent = true;
      if (document.referrer) body.referrer = document.referrer;
    }
    navigator.sendBeacon(beaconPath, JSON.stringify(body));
  } catch {
    // Counting is never worth an error on the visitor's screen.
  }
}

function whenIdleAfterLoad(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * A named event on a public page (the server records leads, checkouts and purchases).
 * Sent at once once the page has loaded: a click may be followed by leaving the page.
 */
export function trackEvent(name: BrowserEventName): void {
  if (typeof window === 'undefined') return;
  if (document.readyState === 'complete') send(name);
  else addEventListener('load', () => send(name), { once: true });
}

/** A view of the current page, if it is a public one. */
export function trackPageView(pathname: string): void {
  if (typeof window === 'undefined' || !isPrerenderedPath(pathname)) return;
  whenIdleAfterLoad(() => send(pageViewKind));
}
