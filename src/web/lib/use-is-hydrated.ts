import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in pre-rendered HTML and during hydration, true once React runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
