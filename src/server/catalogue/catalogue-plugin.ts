import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { seedStoredCatalogue } from './catalogue-service.ts';
import type { ProviderPrices } from './provider-prices.ts';

export interface CatalogueDependencies {
  database: Database;
  clock: Clock;
  /** Each item's live price, from the payment provider (billing's price book). */
  prices: ProviderPrices;
  /** Told after every save (this process's pages show it at once). */
  onSaved: () => void;
}

/** The admin's Catalogue, and the stored catalogue every start keeps complete. */
export async function registerCatalogue(
  app: FastifyInstance,
  deps: CatalogueDependencies,
): Promise<void> {
  await app.register(catalogueRoutes, deps);
  // First start stores today's catalogue; later starts add only products the code gained.
  app.addHook('onReady', async () => {
    await seedStoredCatalogue(deps.database.db);
  });
}
