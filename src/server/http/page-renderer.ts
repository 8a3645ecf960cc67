import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { deferModulePreloads } from './defer-module-preloads.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { withEmbeddedSiteState } from '../../shared/site-settings/embedded-state.ts';
import { siteStateKey } from '../site-settings/public-site-state.ts';

/** Renders a pre-rendered path again, as the build did, with the given site state. */
export type RenderPage = (urlPath: string, state: PublicSiteState) => Promise<string>;

/**
 * The renderer the build kept beside the client files (`<build>/web/renderer`, see
 * vite.config.ts); undefined when the build has none (an older build), and then the
 * pre-rendered files are served as they are. Its modules (React's server renderer, every
 * route) load on the first render, not at start, so starting a process costs no more.
 */
export function loadPageRenderer(webRoot: string): RenderPage | undefined {
  const entry = path.join(webRoot, '..', 'renderer', 'index.js');
  if (!existsSync(entry)) return undefined;
  let handler: Promise<RequestHandler> | undefined;
  return async (urlPath, state) => {
    handler ??= import(pathToFileURL(entry).href).then((build: ServerBuild) =>
      createRequestHandler(build, 'production'),
    );
    const handle = await handler;
    const response = await handle(new Request(new URL(urlPath, 'http://localhost')), {
      siteState: state,
    });
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`rendering ${urlPath} answered ${response.status}`);
    // The same finishing the build gives its files (scripts/build.mjs), then the state.
    return withEmbeddedSiteState(deferModulePreloads(html), state);
  };
}

/**
 * A public page for the current site state: rendered on the first request after the
 * state's key (settings version and event verdicts) changes, then served from memory
 * until it changes again. Memory only remembers; the database's version decides, so
 * every process renders the same page within a second of a save. One entry per path.
 */
export function createRenderedPages<Page>({
  render,
  siteState,
  finish,
}: {
  render: RenderPage;
  siteState: () => Promise<PublicSiteState>;
  finish: (html: string) => Page;
}): (urlPath: string) => Promise<Page> {
  const cache = new Map<string, { key: string; page: Promise<Page> }>();
  return async (urlPath) => {
    const state = await siteState();
    const key = siteStateKey(state);
    const cached = cache.get(urlPath);
    if (cached?.key === key) return cached.page;
    const entry = { key, page: render(urlPath, state).then(finish) };
    cache.set(urlPath, entry);
    // A failed render is tried again by the next request instead of being remembered.
    entry.page.catch(() => {
      if (cache.get(urlPath) === entry) cache.delete(urlPath);
    });
    return entry.page;
  };
}
