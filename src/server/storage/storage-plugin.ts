import type { FastifyInstance } from 'fastify';
import { storageRoutes } from './storage-routes.ts';

/** The site's bundled images, at the address Supabase Storage served them from. */
export async function registerStorage(app: FastifyInstance): Promise<void> {
  await app.register(storageRoutes);
}
