import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fitsPage } from '../../shared/work/work-fits.ts';
import type { WorkContent } from '../../shared/work/work-content.ts';
import { AppError } from '../errors.ts';
import type { PublishedWork } from './published-work.ts';

/** How many fitting cases a page other than /work shows. */
export const fittingCaseCount = 3;
/** How many other cases a case's page offers after it. */
const moreCaseCount = 2;

/**
 * What the page at `urlPath` shows of the work: /work every published case; a case's page
 * that case and a few others; any other page the cases that fit it (featured first).
 */
export function workContent({ key, cases }: PublishedWork, urlPath: string): WorkContent {
  if (urlPath === '/work') return { page: urlPath, key, cases, case: null };
  const slug = /^\/work\/([^/]+)$/.exec(urlPath)?.[1];
  if (slug) {
    const shown = cases.find((one) => one.slug === slug) ?? null;
    const others = cases.filter((one) => one.slug !== slug).slice(0, moreCaseCount);
    return { page: urlPath, key, cases: others, case: shown };
  }
  const fitting = cases.filter((one) => fitsPage(one, urlPath));
  const ordered = [
    ...fitting.filter((one) => one.isFeatured),
    ...fitting.filter((one) => !one.isFeatured),
  ];
  return { page: urlPath, key, cases: ordered.slice(0, fittingCaseCount), case: null };
}

/**
 * The published work for browsers that navigate without a page load: /work's list, a
 * case, or the cases that fit a page (`?page=/hunter`). Unpublished cases are nowhere.
 */
export const workPublicRoutes: FastifyPluginAsyncZod<{
  published: () => Promise<PublishedWork>;
}> = async (app, { published }) => {
  app.get(
    '/api/work',
    { schema: { querystring: z.object({ page: z.string().max(200).optional() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return workContent(await published(), request.query.page ?? '/work');
    },
  );

  app.get(
    '/api/work/:slug',
    { schema: { params: z.object({ slug: z.string().max(120) }) } },
    async (request, reply) => {
      const content = workContent(await published(), `/work/${request.params.slug}`);
      if (!content.case) throw AppError.notFound('No published case study has that address');
      reply.header('cache-control', 'no-cache');
      return content;
    },
  );
};
