import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in pre-rendered HTML and during hydration, true once React runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hasHydrated = false;

/** Called by the root once the first browser render has committed. */
export function markHydrated(): void {
  hasHydrated = true;
}

/**
 * Whether a component mounting now renders into pre-rendered HTML: true while
 * pre-rendering and during hydration, false for anything mounted afterwards (a
 * client-side navigation). For a value read once, at mount: unlike useIsHydrated it never
 * re-renders anything, so the components that ask cost no second, blocking render right
 * after hydration.
 */
export function isMountingIntoPrerenderedHtml(): boolean {
  return typeof window === 'undefined' || !hasHydrated;
}

/**
 * Like useIsHydrated, but the switch to true after hydration is a transition: React
 * re-renders what depends on it in short slices instead of one blocking task, and input
 * is handled first. True at once for components mounted after hydration.
 */
export function useIsHydratedSoon(): boolean {
  const [isHydrated, setIsHydrated] = useState(() => !isMountingIntoPrerenderedHtml());
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
