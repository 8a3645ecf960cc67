import { scrollDepthPercent } from '~/shared/marketing/scroll-depth';

/**
 * The deepest scroll depth (percent) reached on the home page in this browser session.
 * Recorded from the first scroll by the page itself, so Signal Resources can unlock what
 * the visitor already passed although its own code loads only when it comes near. Kept
 * in sessionStorage: unlocked resources stay unlocked for the session.
 *
 * The widget reads it through the same storage key and window event (see
 * widgets/use-deepest-scroll-depth.ts) rather than importing this module: a module both
 * import would become a chunk of its own in the home page's first load.
 */
const deepestScrollDepthKey = 'signal-resources-depth';
// Where storage is blocked (private mode), the depth holds for this page only.
let inMemory = 0;

function storedDepth(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(deepestScrollDepthKey));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Measures the current depth and keeps it if it is the deepest yet. */
export function recordScrollDepth(): void {
  const root = document.documentElement;
  const depth = scrollDepthPercent(window.scrollY, root.scrollHeight, window.innerHeight);
  if (depth <= Math.max(inMemory, storedDepth())) return;
  inMemory = depth;
  try {
    window.sessionStorage.setItem(deepestScrollDepthKey, String(depth));
  } catch {
    // See inMemory; the event below carries the depth too.
  }
  window.dispatchEvent(new CustomEvent<number>(deepestScrollDepthKey, { detail: depth }));
}
