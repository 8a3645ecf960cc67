import { useBrowserStore } from '~/web/lib/use-browser-store';

const tickMilliseconds = 60_000;
const listeners = new Set<() => void>();
let now = 0;
let timer: number | undefined;

/** Cached between ticks: useSyncExternalStore needs the same value until something changes. */
function getSnapshot(): number {
  if (now === 0) now = Date.now();
  return now;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, tickMilliseconds);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearInterval(timer);
  };
}

/**
 * The current time, refreshed every minute, or null while pre-rendering and hydrating.
 * Pre-rendered HTML is built once and read for months, so anything that depends on
 * "now" (days left, an offer's end) renders a neutral text first and the real value
 * right after hydration, without a hydration mismatch.
 */
export function useNow(): Date | null {
  const time = useBrowserStore<number | null>(subscribe, getSnapshot, null);
  return time === null ? null : new Date(time);
}
