import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { defaultImageLimits } from './image-inspection.ts';
import { mediaFileRoutes } from './media-file-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { createProcessingQueue, type MediaDependencies } from './media-service.ts';
import type { MediaUsageRegistry } from './media-usage.ts';

export interface MediaOptions {
  config: Config;
  database: Database;
  /** Where features that show library images register their `isMediaInUse` checks. */
  mediaUsage: MediaUsageRegistry;
}

/** Mounts the media library: the admin API and the public image files. */
export async function registerMedia(
  app: FastifyInstance,
  { config, database, mediaUsage }: MediaOptions,
): Promise<MediaDependencies> {
  const deps: MediaDependencies = {
    db: database.db,
    limits: {
      maxUploadBytes: config.mediaMaxUploadBytes ?? defaultImageLimits.maxUploadBytes,
      maxPixels: config.mediaMaxPixels ?? defaultImageLimits.maxPixels,
    },
    usage: mediaUsage,
    inTurn: createProcessingQueue(),
  };
  await app.register(mediaRoutes, { deps });
  await app.register(mediaFileRoutes, { db: database.db });
  return deps;
}
