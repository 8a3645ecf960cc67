import type { FastifyInstance } from 'fastify';
import { casePath } from '../../shared/work/work-content.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MediaUsageRegistry } from '../media/media-usage.ts';
import type { PublishedWorkSource } from '../work/published-work.ts';
import { articleAdminRoutes } from './article-admin-routes.ts';
import { articlesUsingMedia } from './article-repository.ts';
import {
  createPublishedArticlesSource,
  type PublishedArticlesSource,
} from './published-articles.ts';
import { transmissionPublicRoutes } from './transmission-public-routes.ts';

/**
 * The Transmission's articles: the admin API, the public JSON, feed and sitemap, and the
 * source every rendered page reads the published list from.
 */
export async function registerTransmissionArticles(
  app: FastifyInstance,
  options: {
    database: Database;
    clock: Clock;
    publicUrl: string;
    mediaUsage: MediaUsageRegistry;
    /** The published case studies, whose pages the sitemap lists too. */
    publishedWork: PublishedWorkSource;
  },
): Promise<PublishedArticlesSource> {
  const { db } = options.database;
  const published = createPublishedArticlesSource(db, options.clock);
  options.mediaUsage.register('transmission', (database, mediaId) =>
    articlesUsingMedia(database, mediaId).then((titles) =>
      titles.map((title) => `Article: ${title}`),
    ),
  );
  await app.register(articleAdminRoutes, {
    db,
    clock: options.clock,
    onSaved: () => published.forget(),
  });
  await app.register(transmissionPublicRoutes, {
    published,
    publicUrl: options.publicUrl,
    casePaths: async () => (await options.publishedWork()).cases.map((one) => casePath(one.slug)),
  });
  return published;
}
