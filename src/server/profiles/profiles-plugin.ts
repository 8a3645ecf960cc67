import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { profilesRoutes } from './profiles-routes.ts';

export interface ProfilesDependencies {
  database: Database;
}

/** The signed-in person's own profile (`/api/me`). */
export async function registerProfiles(
  app: FastifyInstance,
  deps: ProfilesDependencies,
): Promise<void> {
  await app.register(profilesRoutes, deps);
}
