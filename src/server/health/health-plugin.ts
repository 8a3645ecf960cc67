import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { healthRoutes } from './health-routes.ts';

export interface HealthDependencies {
  database: Database;
}

/** Liveness and readiness for load balancers and orchestrators. */
export async function registerHealth(
  app: FastifyInstance,
  deps: HealthDependencies,
): Promise<void> {
  await app.register(healthRoutes, deps);
}
