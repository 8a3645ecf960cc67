import { createContext, useContext, useEffect, useState } from 'react';
import { workContentElementId, type WorkContent } from '../../shared/work/work-content';

/**
 * The published work a server render is given (entry.server.tsx provides it from the load
 * context, as it does the Transmission). Absent in the browser and the build.
 */
export const RenderedWork = createContext<WorkContent | null>(null);

function readEmbedded(): WorkContent | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(workContentElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as WorkContent;
  } catch {
    return null;
  }
}

/** What this page load's HTML was rendered with, if it shows work. */
const embedded = readEmbedded();
export type WorkState =
  | { status: 'ready'; content: WorkContent }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/**
 * The work the page at `page` shows (`/work`, `/work/<slug>`, or a page with fitting
 * work). A page the server rendered has it from the first render, server and hydration
 * alike; after a navigation in the browser it is fetched from `/api/work`.
 */
export function useWork(page: string): WorkState {
  // The embedded work is the first page's: after a navigation another page asks.
  const rendered = useContext(RenderedWork) ?? (embedded?.page === page ? embedded : null);
  const [state, setState] = useState<WorkState>(
    rendered ? { status: 'ready', content: rendered } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (rendered) return;
    let isCurrent = true;
    const slug = /^\/work\/([^/]+)$/.exec(page)?.[1];
    const url = slug
      ? `/api/work/${encodeURIComponent(slug)}`
      : `/api/work?${new URLSearchParams({ page })}`;
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!isCurrent) return;
        if (response.status === 404) return setState({ status: 'missing' });
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: 'ready', content: (await response.json()) as WorkContent });
      })
      .catch(() => {
        if (!isCurrent) return;
        const retry = () => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        };
        setState({ status: 'failed', retry });
      });
    return () => {
      isCurrent = false;
    };
    // `rendered` follows from the page, which does not change in place (routes key it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, attempt]);

  return rendered ? { status: 'ready', content: rendered } : state;
}
