import { useSyncExternalStore } from 'react';
import { useIsHydratedSoon } from './use-is-hydrated';

/**
 * useSyncExternalStore for browser state the pre-rendered HTML cannot know (storage, media
 * queries, the clock, the scroll position), which pre-renders and hydrates as
 * `serverSnapshot`.
 *
 * Plain useSyncExternalStore re-renders every such component at once right after
 * hydration, in one blocking task, whenever the browser's value differs. Here the
 * browser's value takes over in a transition instead: React renders it in short slices,
 * and a tap meanwhile is handled first. Components mounted later (client-side
 * navigation) read the browser's value straight away; changes after that are immediate.
 */
export function useBrowserStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  serverSnapshot: Snapshot,
): Snapshot {
  const isLive = useIsHydratedSoon();
  return useSyncExternalStore(
    subscribe,
    isLive ? getSnapshot : () => serverSnapshot,
    () => serverSnapshot,
  );
}
