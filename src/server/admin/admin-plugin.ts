import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { adminRoutes } from './admin-routes.ts';
import { adminTemplatesRoutes } from './admin-templates-routes.ts';

export interface AdminDependencies {
  database: Database;
}

/**
 * The admin's leads, users and e-mail templates (its profiles stream goes to the realtime
 * hub: profiles-realtime-route.ts).
 */
export async function registerAdmin(app: FastifyInstance, deps: AdminDependencies): Promise<void> {
  await app.register(adminRoutes, deps);
  await app.register(adminTemplatesRoutes, deps);
}
