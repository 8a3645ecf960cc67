import type { PublicSiteState } from '../../shared/schemas/site-settings';
import { useBrowserStore } from './use-browser-store';

let state: PublicSiteState | null = null;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  request ??= fetch('/api/site-settings', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return;
      state = (await response.json()) as PublicSiteState;
      listeners.forEach((notify) => notify());
    })
    // Offline or failing: the pages keep what they pre-rendered; the server still decides.
    .catch(() => undefined);
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/**
 * The studio's current settings and the events' state as the server's clock judges
 * them, fetched once per page load after hydration; null while pre-rendering, hydrating
 * and loading, when pages show what they pre-rendered.
 */
export function useSiteState(): PublicSiteState | null {
  return useBrowserStore(subscribe, () => state, null);
}
