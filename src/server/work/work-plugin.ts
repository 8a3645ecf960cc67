import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MediaUsageRegistry } from '../media/media-usage.ts';
import { caseStudyAdminRoutes } from './case-study-admin-routes.ts';
import { casesUsingMedia } from './case-study-repository.ts';
import { createPublishedWorkSource, type PublishedWorkSource } from './published-work.ts';
import { workPublicRoutes } from './work-public-routes.ts';

/**
 * The studio's case studies: the admin API, the public JSON, and the source every
 * rendered page reads the published work from. A picture a case shows cannot be deleted
 * from the media library while it does.
 */
export async function registerWork(
  app: FastifyInstance,
  options: { database: Database; clock: Clock; mediaUsage: MediaUsageRegistry },
): Promise<PublishedWorkSource> {
  const { db } = options.database;
  const published = createPublishedWorkSource(db);
  options.mediaUsage.register('work', (database, mediaId) =>
    casesUsingMedia(database, mediaId).then((clients) =>
      clients.map((client) => `Case study: ${client}`),
    ),
  );
  await app.register(caseStudyAdminRoutes, {
    db,
    clock: options.clock,
    onSaved: () => published.forget(),
  });
  await app.register(workPublicRoutes, { published });
  return published;
}
