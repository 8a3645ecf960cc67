import { useBrowserStore } from '~/web/lib/use-browser-store';

/** Written by home/deepest-scroll-depth.ts, which also names its window event after it. */
const deepestScrollDepthKey = 'signal-resources-depth';
let lastAnnounced = 0;

function subscribe(onChange: () => void): () => void {
  const listener = (event: Event) => {
    lastAnnounced = Math.max(lastAnnounced, (event as CustomEvent<number>).detail);
    onChange();
  };
  window.addEventListener(deepestScrollDepthKey, listener);
  return () => window.removeEventListener(deepestScrollDepthKey, listener);
}

function read(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(deepestScrollDepthKey));
    return Math.max(lastAnnounced, Number.isFinite(stored) ? stored : 0);
  } catch {
    return lastAnnounced;
  }
}

/** The deepest scroll depth of this session: 0 while pre-rendering and hydrating. */
export function useDeepestScrollDepth(): number {
  return useBrowserStore(subscribe, read, 0);
}
