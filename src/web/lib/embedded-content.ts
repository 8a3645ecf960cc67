import { useEffect, useState } from 'react';

/** What a page that shows published content has of it. */
export type ContentState<Content> =
  | { status: 'ready'; content: Content }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/**
 * The JSON a server-rendered page embedded in the element `elementId`, for the first
 * render in the browser to agree with the server's. Null in the build and when absent.
 */
export function readEmbeddedJson<Content>(elementId: string): Content | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Content;
  } catch {
    return null;
  }
}

/**
 * Published content for one page: `initial` when the page was rendered with it (server
 * and hydration alike, so nothing re-renders), else fetched from `url` after a navigation
 * in the browser. A 404 is "missing"; any other failure offers a retry.
 */
export function useEmbeddedContent<Content>(
  url: string,
  initial: Content | null,
): ContentState<Content> {
  const [state, setState] = useState<ContentState<Content>>(
    initial ? { status: 'ready', content: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial) return;
    // A new address remounts the page (the routes key it), so the state starts at loading.
    let isCurrent = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!isCurrent) return;
        if (response.status === 404) return setState({ status: 'missing' });
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: 'ready', content: (await response.json()) as Content });
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
    // `initial` follows from the address and the rendered content, which do not change in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  return initial ? { status: 'ready', content: initial } : state;
}
