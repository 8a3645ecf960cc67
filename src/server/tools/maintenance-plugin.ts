import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';

export interface MaintenanceDependencies {
  config: Config;
  database: Database;
}

/** The loopback-only backup endpoint `npm run backup` calls (maintenance-routes.ts). */
export async function registerMaintenance(
  app: FastifyInstance,
  { config, database }: MaintenanceDependencies,
): Promise<void> {
  await app.register(maintenanceRoutes, {
    token: config.secrets.jwtSecret,
    pglite: database.pglite,
    embeddedPostgres: database.embeddedPostgres,
  });
}
