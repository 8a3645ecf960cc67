import { renderToReadableStream } from 'react-dom/server.browser';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import type { PublicSiteState } from '../shared/schemas/site-settings';
import type { TransmissionContent } from '../shared/marketing/transmission-content';
import { RenderedSiteState } from './lib/site-state';
import { RenderedTransmission } from './lib/transmission-content';

declare module 'react-router' {
  interface AppLoadContext {
    /** The settings and events' state the server renders a public page with. */
    siteState?: PublicSiteState;
    /** The published articles, on the pages that show them. */
    transmission?: TransmissionContent;
  }
}

/**
 * With `ssr: false` this runs at build time, to pre-render the public pages, and in the
 * server (src/server/http/page-renderer.ts) to render them again with the current site
 * settings, given as `loadContext.siteState`. Three choices differ from React Router's
 * default entry:
 *
 * - React's browser build, not its Node build: the Node build's request storage
 *   (AsyncLocalStorage) turns on promise hooks for the whole server process at the first
 *   render, and every request pays for them after (see the 2026-11-24 site-settings
 *   decision record);
 *
 * - it always waits for every Suspense boundary (lazy sections included), whatever the
 *   request's user agent, so the file holds the finished page;
 * - `progressiveChunkSize: Infinity` keeps React from moving large finished boundaries out
 *   of line into hidden `<div>`s that an inline script swaps into place: pre-rendered
 *   content must be readable, in order, with JavaScript off.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <RenderedSiteState value={loadContext?.siteState ?? null}>
      <RenderedTransmission value={loadContext?.transmission ?? null}>
        <ServerRouter context={routerContext} url={request.url} />
      </RenderedTransmission>
    </RenderedSiteState>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(stream, { headers: responseHeaders, status });
}
