import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { isAppPath, normalisePath } from '../../shared/site-paths.ts';
import {
  encodedHtml,
  matchesEtag,
  preferredEncoding,
  type EncodedHtml,
  type HtmlEncoding,
} from './encoded-html.ts';
import { showsTransmission } from '../../shared/marketing/embedded-transmission.ts';
import type { TransmissionContent } from '../../shared/marketing/transmission-content.ts';
import { articleSlugPattern } from '../../shared/schemas/transmission-articles.ts';
import { showsWork } from '../../shared/work/embedded-work.ts';
import { caseSlugPattern } from '../../shared/schemas/case-studies.ts';
import type { WorkContent } from '../../shared/work/work-content.ts';
import { createRenderedPages, loadPageRenderer, type PageContent } from './page-renderer.ts';
import { publicRobots, withPublicOrigin } from './public-origin.ts';
import { contentSecurityPolicy, serialisePolicy } from './security-headers.ts';
import { sharedPageFromHtml, stackStepNames, type SharedPage } from './share-card.ts';
import { createRedrawnSharePictures, pageOfSharePicture } from './share-pictures.ts';

interface HtmlPage {
  /** The page's bytes in an encoding, compressed once and kept (encoded-html.ts). */
  encoded: (encoding: HtmlEncoding) => Promise<EncodedHtml>;
  policy: string;
  /** The title and description its share picture shows (og:title, og:description). */
  shared: SharedPage | undefined;
}

/**
 * A script element without a `src` attribute, and its text. The lookbehind keeps an
 * attribute that merely ends in "src" (`data-src`) from passing an inline script off as
 * external, which would leave it unhashed and blocked.
 */
const inlineScriptPattern = /<script\b(?![^>]*(?<![\w-])src\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The page's policy: the strict one, plus the hash of each inline script it carries. */
export function policyForHtml(html: string): string {
  const hashes = [...html.matchAll(inlineScriptPattern)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return serialisePolicy({
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...new Set(hashes)],
  });
}

function htmlPage(html: string, publicUrl?: string): HtmlPage {
  const body = publicUrl ? withPublicOrigin(html, publicUrl) : html;
  return {
    encoded: encodedHtml(body),
    policy: policyForHtml(body),
    shared: sharedPageFromHtml('', body),
  };
}

function loadPage(file: string, publicUrl?: string): HtmlPage {
  return htmlPage(readFileSync(file, 'utf8'), publicUrl);
}

/** Maps each pre-rendered page's URL path to its HTML, read once at start. */
function loadPrerenderedPages(webRoot: string, publicUrl?: string): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const relative = path.relative(webRoot, path.dirname(full)).split(path.sep).join('/');
        pages.set(normalisePath(`/${relative}`), loadPage(full, publicUrl));
      }
    }
  };
  walk(webRoot);
  return pages;
}

/**
 * Prefixes that belong to the server, not to pages: an unknown path under them is a
 * missing endpoint and gets the JSON 404 (a client calling an API must not get HTML).
 */
const serverPathPrefixes = [
  '/api',
  '/auth',
  '/functions',
  '/storage',
  '/media',
  '/docs',
  '/internal',
];

function isServerPath(urlPath: string): boolean {
  return serverPathPrefixes.some(
    (prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`),
  );
}

/**
 * The rendered pages' entry for the answer to every unknown address: the home page saying
 * that the address does not exist (one entry, whatever the address, so unknown addresses
 * cannot fill the memory). Not a path a request can reach as a page.
 */
const notFoundEntry = '/ (not found)';

/**
 * Sends the page in the encoding the request prefers, already compressed: a
 * Content-Encoding set here tells @fastify/compress to leave the bytes alone.
 */
async function sendPage(reply: FastifyReply, page: HtmlPage, status: number) {
  const { headers } = reply.request;
  const encoded = await page.encoded(preferredEncoding(headers['accept-encoding']));
  reply
    .header('content-security-policy', page.policy)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', encoded.etag)
    .type('text/html; charset=utf-8');
  if (status === 200 && matchesEtag(headers['if-none-match'], encoded.etag)) {
    return reply.status(304).send();
  }
  if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
  return reply.status(status).send(encoded.body);
}

/**
 * Serves the built front end: pre-rendered pages, the single-page-app shell for app
 * screens, and static files. Hashed assets are cached for a year, HTML is revalidated.
 * Unknown paths get 404 with the home page saying the address does not exist, its address
 * moved to `/` (not-found-page.ts); without a renderer, the shell, whose router goes to `/`.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webRoot: string,
  /** The address the site is reached at: canonical links, og:url and the sitemap use it. */
  publicUrl?: string,
  /**
   * The current site settings and events' state, the published articles and case
   * studies. Given, the public pages are rendered with them (once per state, see
   * page-renderer.ts) instead of served as the build left them; the build's file stays
   * the answer when rendering fails. Articles' and cases' pages exist only through them.
   */
  sources?: {
    siteState: () => Promise<PublicSiteState>;
    /** The published Transmission, with the article `slug` names when it is published. */
    transmissionFor: (slug: string | undefined) => Promise<TransmissionContent>;
    /** What the page at a path shows of the published case studies. */
    workFor: (urlPath: string) => Promise<WorkContent>;
  },
): Promise<void> {
  if (!existsSync(path.join(webRoot, '__spa-fallback.html'))) {
    app.log.warn({ webRoot }, 'front end not built: run `npm run build`');
    return;
  }
  const pages = loadPrerenderedPages(webRoot, publicUrl);
  const shell = loadPage(path.join(webRoot, '__spa-fallback.html'));
  const render = sources ? loadPageRenderer(webRoot) : undefined;
  const contentOf = async (urlPath: string): Promise<PageContent> => {
    if (!sources) throw new Error('no sources to render with');
    const siteState = await sources.siteState();
    if (urlPath === notFoundEntry) return { ...(await contentOf('/')), isNotFound: true };
    const slug = urlPath.startsWith('/transmission/') ? urlPath.slice(14) : undefined;
    const [transmission, work] = await Promise.all([
      showsTransmission(urlPath) ? sources.transmissionFor(slug) : undefined,
      showsWork(urlPath) ? sources.workFor(urlPath) : undefined,
    ]);
    return {
      siteState,
      ...(transmission ? { transmission } : {}),
      ...(work ? { work } : {}),
    };
  };
  const renderedPage = render
    ? createRenderedPages({
        render: (urlPath, content) => render(urlPath === notFoundEntry ? '/' : urlPath, content),
        content: contentOf,
        finish: (html) => htmlPage(html, publicUrl),
      })
    : undefined;

  /** An article's or a case's page: rendered when it is published, else not there (404). */
  async function contentPage(urlPath: string): Promise<HtmlPage | undefined> {
    if (!sources || !renderedPage) return undefined;
    const article = /^\/transmission\/([^/]+)$/.exec(urlPath)?.[1];
    if (article && articleSlugPattern.test(article)) {
      const transmission = await sources.transmissionFor(article);
      return transmission.article ? renderedPage(urlPath) : undefined;
    }
    const caseSlug = /^\/work\/([^/]+)$/.exec(urlPath)?.[1];
    if (caseSlug && caseSlugPattern.test(caseSlug)) {
      const work = await sources.workFor(urlPath);
      return work.case ? renderedPage(urlPath) : undefined;
    }
    return undefined;
  }

  const redrawnSharePicture = createRedrawnSharePictures({
    built: (pagePath) => pages.get(pagePath)?.shared,
    // The page's words now, and the stack's steps under the names the studio gave them.
    current: async (pagePath) => {
      if (!pages.has(pagePath) || !renderedPage || !sources) return undefined;
      const [page, state] = await Promise.all([renderedPage(pagePath), sources.siteState()]);
      const steps = stackStepNames(state.catalogue.names);
      return page.shared && (steps ? { ...page.shared, steps } : page.shared);
    },
  });

  await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });

  // sitemap.xml lists published articles, so the Transmission's routes serve it.
  if (publicUrl) {
    const robotsFile = path.join(webRoot, 'robots.txt');
    const robots = existsSync(robotsFile) ? publicRobots(robotsFile, publicUrl) : undefined;
    if (robots) {
      app.get('/robots.txt', async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
      );
    }
  }

  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isServerPath(urlPath)) return reply.callNotFound();
    const pagePath = normalisePath(urlPath);
    const page = pages.get(pagePath);
    if (page) {
      const current = await renderedPage?.(pagePath).catch((error: unknown) => {
        request.log.error({ err: error, path: pagePath }, 'rendering a public page failed');
        return undefined;
      });
      return sendPage(reply, current ?? page, 200);
    }
    const content = await contentPage(pagePath);
    if (content) return sendPage(reply, content, 200);

    const sharedPath = pageOfSharePicture(urlPath);
    const redrawn = sharedPath
      ? await redrawnSharePicture(sharedPath).catch((error: unknown) => {
          request.log.error({ err: error, path: sharedPath }, 'drawing a share picture failed');
          return undefined;
        })
      : undefined;
    if (redrawn) {
      reply.type('image/png').header('cache-control', 'no-cache').header('etag', redrawn.etag);
      if (matchesEtag(request.headers['if-none-match'], redrawn.etag))
        return reply.status(304).send();
      return reply.send(redrawn.png);
    }

    const file = path.join(webRoot, urlPath);
    const isInsideRoot = file.startsWith(webRoot + path.sep);
    if (isInsideRoot && !urlPath.endsWith('.html') && existsSync(file) && statSync(file).isFile()) {
      const isHashedAsset = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(webRoot, file), {
        maxAge: isHashedAsset ? 365 * 24 * 60 * 60 * 1000 : 0,
        immutable: isHashedAsset,
        cacheControl: true,
      });
    }
    if (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (isAppPath(urlPath)) return sendPage(reply, shell, 200);
    const notFound = await renderedPage?.(notFoundEntry).catch((error: unknown) => {
      request.log.error({ err: error }, 'rendering the not-found page failed');
      return undefined;
    });
    return sendPage(reply, notFound ?? shell, 404);
  });
}
