import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteStateSchema, type PublicSiteState } from '../../shared/schemas/site-settings.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { publicSiteState } from './public-site-state.ts';
import { getSiteSettings } from './site-settings-service.ts';
import { loadCatalogue } from '../catalogue/catalogue-service.ts';

export interface PublicSiteStateRoutesOptions {
  database: Database;
  clock: Clock;
}

/** Browsers and shared caches may reuse an answer this long: a save shows within it. */
const maxAgeSeconds = 5;

/** GET /api/site-settings: the settings the public pages show, and the events' state. */
export const publicSiteStateRoutes: FastifyPluginAsyncZod<PublicSiteStateRoutesOptions> = async (
  app,
  { database, clock },
) => {
  app.get(
    '/api/site-settings',
    { schema: { response: { 200: publicSiteStateSchema } } },
    async (_request, reply): Promise<PublicSiteState> => {
      const [settings, catalogue] = await Promise.all([
        getSiteSettings(database.db),
        loadCatalogue(database.db),
      ]);
      const state = publicSiteState(settings, clock(), catalogue);
      reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
      return state;
    },
  );
};
