import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TransmissionContent } from '../../shared/marketing/transmission-content.ts';
import { articlePath } from '../../shared/marketing/article-paths.ts';
import { prerenderedPaths } from '../../shared/site-paths.ts';
import { sitemapXml } from '../../shared/sitemap.ts';
import { AppError } from '../errors.ts';
import { summaryOf, type PublishedArticles } from './published-articles.ts';
import { transmissionFeedXml } from './transmission-feed.ts';

export interface TransmissionPublicRoutesOptions {
  published: () => Promise<PublishedArticles>;
  publicUrl: string;
  /** The published case studies' pages, listed in the sitemap with the articles. */
  casePaths?: () => Promise<string[]>;
}

/** What a Transmission page shows: the published list and, for an article's page, it. */
export function transmissionContent(
  { key, articles }: PublishedArticles,
  slug?: string,
): TransmissionContent {
  return {
    key,
    articles: articles.map(summaryOf),
    article: (slug && articles.find((article) => article.slug === slug)) || null,
  };
}

/**
 * The published Transmission for browsers that navigate without a page load, the RSS
 * feed, and the sitemap (the pre-rendered pages, every published article and case study). Only what
 * is published by the clock: a draft or an article scheduled for later is nowhere here.
 */
export const transmissionPublicRoutes: FastifyPluginAsyncZod<
  TransmissionPublicRoutesOptions
> = async (app, { published, publicUrl, casePaths }) => {
  app.get('/api/transmission', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return transmissionContent(await published());
  });

  app.get(
    '/api/transmission/articles/:slug',
    { schema: { params: z.object({ slug: z.string().max(120) }) } },
    async (request, reply) => {
      const content = transmissionContent(await published(), request.params.slug);
      if (!content.article) throw AppError.notFound('No published article has that address');
      reply.header('cache-control', 'no-cache');
      return content;
    },
  );

  app.get('/transmission/feed.xml', async (_request, reply) => {
    const { articles } = await published();
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(transmissionFeedXml(articles, publicUrl));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const { articles } = await published();
    const paths = [
      ...prerenderedPaths,
      ...articles.map((article) => articlePath(article.slug)),
      ...((await casePaths?.()) ?? []),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(new URL(publicUrl).origin, paths));
  });
};
