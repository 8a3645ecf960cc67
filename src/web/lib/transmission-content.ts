import { createContext, useContext, useEffect, useState } from 'react';
import {
  transmissionContentElementId,
  type TransmissionContent,
} from '../../shared/marketing/transmission-content';

/**
 * The published Transmission a server render is given (entry.server.tsx provides it from
 * the load context, as it does the site state). Absent in the browser and the build.
 */
export const RenderedTransmission = createContext<TransmissionContent | null>(null);

function readEmbedded(): TransmissionContent | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(transmissionContentElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TransmissionContent;
  } catch {
    return null;
  }
}

/** What this page load's HTML was rendered with, if it shows the Transmission. */
const embedded = readEmbedded();

export type TransmissionState =
  | { status: 'ready'; content: TransmissionContent }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

function matches(content: TransmissionContent | null, slug: string | undefined) {
  return content !== null && (slug === undefined || content.article?.slug === slug);
}

/**
 * The published articles (and, given a slug, that article) for a page. A page the server
 * rendered has them from the first render, server and hydration alike; after a
 * navigation in the browser they are fetched from `/api/transmission`.
 */
export function useTransmission(slug?: string): TransmissionState {
  const rendered = useContext(RenderedTransmission) ?? embedded;
  const initial = matches(rendered, slug) ? rendered : null;
  const [state, setState] = useState<TransmissionState>(
    initial ? { status: 'ready', content: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial) return;
    // A new slug remounts the page (the route keys it), so the state starts at loading.
    let isCurrent = true;
    const url = slug
      ? `/api/transmission/articles/${encodeURIComponent(slug)}`
      : '/api/transmission';
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!isCurrent) return;
        if (response.status === 404) return setState({ status: 'missing' });
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: 'ready', content: (await response.json()) as TransmissionContent });
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
    // `initial` follows from slug and the rendered content, which do not change in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, attempt]);

  return initial ? { status: 'ready', content: initial } : state;
}
