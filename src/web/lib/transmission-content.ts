import { createContext, useContext } from 'react';
import {
  transmissionContentElementId,
  type TransmissionContent,
} from '~/shared/marketing/transmission-content';
import { readEmbeddedJson, useEmbeddedContent, type ContentState } from './embedded-content';

/**
 * The published Transmission a server render is given (entry.server.tsx provides it from
 * the load context, as it does the site state). Absent in the browser and the build.
 */
export const RenderedTransmission = createContext<TransmissionContent | null>(null);

/** What this page load's HTML was rendered with, if it shows the Transmission. */
const embedded = readEmbeddedJson<TransmissionContent>(transmissionContentElementId);

export type TransmissionState = ContentState<TransmissionContent>;

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
  const url = slug ? `/api/transmission/articles/${encodeURIComponent(slug)}` : '/api/transmission';
  return useEmbeddedContent(url, matches(rendered, slug) ? rendered : null);
}
