import type { FastifyInstance } from 'fastify';
import { docsRoutes } from './docs-routes.ts';

/** The guides under docs/, rendered for reading in the browser. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(docsRoutes);
}
