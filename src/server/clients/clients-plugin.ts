import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { clientsRoutes } from './clients-routes.ts';
import { communicationsRoutes } from './communications-routes.ts';

export interface ClientsDependencies {
  database: Database;
}

/** The admin's client records and the communications logged against them. */
export async function registerClients(
  app: FastifyInstance,
  deps: ClientsDependencies,
): Promise<void> {
  await app.register(clientsRoutes, deps);
  await app.register(communicationsRoutes, deps);
}
