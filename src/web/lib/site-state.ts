import { createContext, useContext } from 'react';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { siteStateElementId } from '~/shared/site-settings/embedded-state';
import { useBrowserStore } from './use-browser-store';

/**
 * The state a server render is given (entry.server.tsx provides it from the load
 * context). Absent in the browser and in the build's pre-render.
 */
export const RenderedSiteState = createContext<PublicSiteState | null>(null);

function readEmbeddedState(): PublicSiteState | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(siteStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicSiteState;
  } catch {
    return null;
  }
}

/** What this page load's HTML was rendered with; null on the app shell and static files. */
const embedded = readEmbeddedState();
let state: PublicSiteState | null = embedded;
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
  // A page served with its state keeps it (the server re-renders within seconds of a
  // save); only a page without one (the app shell, a navigation from it) asks the API.
  if (!embedded) void load();
  return () => listeners.delete(listener);
}

/**
 * The studio's current settings and the events' state as the server's clock judges
 * them. On a page the server rendered with them, present from the first render (server
 * and hydration alike). Null only where no state was rendered in (the build's
 * pre-render, the app shell) until `/api/site-settings` answers.
 */
export function useSiteState(): PublicSiteState | null {
  const rendered = useContext(RenderedSiteState) ?? embedded;
  return useBrowserStore(subscribe, () => state ?? rendered, rendered);
}
