import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { deferModulePreloads } from './defer-module-preloads.ts';
import type { TransmissionContent } from '../../shared/marketing/transmission-content.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { withEmbeddedSiteState } from '../../shared/site-settings/embedded-state.ts';
import { withEmbeddedTransmission } from '../../shared/marketing/embedded-transmission.ts';
import { withNotFoundAddress } from '../../shared/not-found-page.ts';
import { withProductStructuredData } from './product-structured-data.ts';
import { siteStateKey } from '../../shared/site-settings/site-state-key.ts';
import type { WorkContent } from '../../shared/work/work-content.ts';
import { withEmbeddedWork } from '../../shared/work/embedded-work.ts';

/** What a public page is rendered with: the site state, and on some the Transmission. */
export interface PageContent {
  siteState: PublicSiteState;
  /** Given for the pages that show articles (`showsTransmission`). */
  transmission?: TransmissionContent;
  /** Given for the pages that show case studies (`showsWork`). */
  work?: WorkContent;
  /** The home page as the answer to an unknown address (not-found-page.ts). */
  isNotFound?: boolean;
}

/**
 * Renders a public path, as the build did, with the given content. The path need not
 * have been pre-rendered: an article published after the build renders like the rest.
 */
export type RenderPage = (urlPath: string, content: PageContent) => Promise<string>;

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
  // With `ssr: false` React Router renders only the paths its build pre-rendered and
  // answers any other with the bare shell; the server adds a path here before rendering
  // it, and only paths it decided to serve (a published article) reach this function.
  const renderable: string[] = [];
  return async (urlPath, { siteState, transmission, work, isNotFound }) => {
    handler ??= import(pathToFileURL(entry).href).then((build: ServerBuild) => {
      renderable.push(...build.prerender);
      return createRequestHandler({ ...build, prerender: renderable }, 'production');
    });
    const handle = await handler;
    if (!renderable.includes(urlPath)) renderable.push(urlPath);
    const response = await handle(new Request(new URL(urlPath, 'http://localhost')), {
      siteState,
      transmission,
      work,
    });
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`rendering ${urlPath} answered ${response.status}`);
    // The same finishing the build gives its files (scripts/build.mjs), then the state and
    // the structured data of the products the page sells, both from the same state.
    const withState = withProductStructuredData(
      withEmbeddedSiteState(deferModulePreloads(html), siteState),
      siteState,
    );
    const page = isNotFound ? withNotFoundAddress(withState) : withState;
    const withArticles = transmission ? withEmbeddedTransmission(page, transmission) : page;
    return work ? withEmbeddedWork(withArticles, work) : withArticles;
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
  content,
  finish,
}: {
  render: RenderPage;
  /** What the path is to be rendered with now. */
  content: (urlPath: string) => Promise<PageContent>;
  finish: (html: string) => Page;
}): (urlPath: string) => Promise<Page> {
  const cache = new Map<string, { key: string; page: Promise<Page> }>();
  return async (urlPath) => {
    const current = await content(urlPath);
    const key = `${siteStateKey(current.siteState)}|${current.transmission?.key ?? ''}|${current.work?.key ?? ''}|${current.isNotFound === true}`;
    const cached = cache.get(urlPath);
    if (cached?.key === key) return cached.page;
    const entry = { key, page: render(urlPath, current).then(finish) };
    cache.set(urlPath, entry);
    // A failed render is tried again by the next request instead of being remembered.
    entry.page.catch(() => {
      if (cache.get(urlPath) === entry) cache.delete(urlPath);
    });
    return entry.page;
  };
}
