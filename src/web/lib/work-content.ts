import { createContext, useContext } from 'react';
import { workContentElementId, type WorkContent } from '~/shared/work/work-content';
import { readEmbeddedJson, useEmbeddedContent, type ContentState } from './embedded-content';

/**
 * The published work a server render is given (entry.server.tsx provides it from the load
 * context, as it does the Transmission). Absent in the browser and the build.
 */
export const RenderedWork = createContext<WorkContent | null>(null);

/** What this page load's HTML was rendered with, if it shows work. */
const embedded = readEmbeddedJson<WorkContent>(workContentElementId);

export type WorkState = ContentState<WorkContent>;

function workUrl(page: string): string {
  const slug = /^\/work\/([^/]+)$/.exec(page)?.[1];
  return slug
    ? `/api/work/${encodeURIComponent(slug)}`
    : `/api/work?${new URLSearchParams({ page })}`;
}

/**
 * The work the page at `page` shows (`/work`, `/work/<slug>`, or a page with fitting
 * work). A page the server rendered has it from the first render, server and hydration
 * alike; after a navigation in the browser it is fetched from `/api/work`.
 */
export function useWork(page: string): WorkState {
  // The embedded work is the first page's: after a navigation another page asks.
  const rendered = useContext(RenderedWork) ?? (embedded?.page === page ? embedded : null);
  return useEmbeddedContent(workUrl(page), rendered);
}
