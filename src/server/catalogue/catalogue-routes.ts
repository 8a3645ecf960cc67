import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueEditSchema,
  catalogueEntrySchema,
  catalogueListSchema,
} from '../../shared/schemas/catalogue.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser } from '../http/request-authentication.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import type { ProviderPrices } from './provider-prices.ts';
import { getCatalogueList, saveCatalogueItem } from './catalogue-service.ts';

export interface CatalogueRoutesOptions {
  database: Database;
  clock: Clock;
  prices: ProviderPrices;
  /** Told after every save (this process's pages show it at once). */
  onSaved?: () => void;
}

const errors = errorResponses(400, 401, 403, 404);

/** The admin's Catalogue: every item with its live price, one item's save, the history. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { database, clock, prices, onSaved },
) => {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(db));

  app.get(
    '/api/admin/catalogue',
    { schema: { response: { 200: catalogueListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCatalogueList(db, prices, clock());
    },
  );

  app.put(
    '/api/admin/catalogue/:key',
    {
      schema: {
        params: z.object({ key: z.string().max(60) }),
        body: catalogueEditSchema,
        response: {
          200: catalogueEntrySchema,
          ...errorResponses(409, 502),
          ...errors,
        },
      },
    },
    async (request) => {
      const saved = await saveCatalogueItem({
        db,
        user: signedInUser(request),
        key: request.params.key,
        edit: request.body,
        prices,
        now: clock(),
      });
      onSaved?.();
      return saved;
    },
  );
};
