import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { foldersRoutes } from './folders-routes.ts';
import { preferencesRoutes } from './preferences-routes.ts';
import { sharingRoutes } from './sharing-routes.ts';
import { todosRoutes } from './todos-routes.ts';

/** Every route of the task manager (its realtime routes go to the hub: tasks-realtime.ts). */
export const tasksRoutes: FastifyPluginAsync<{ database: Database }> = async (app, options) => {
  await app.register(todosRoutes, options);
  await app.register(foldersRoutes, options);
  await app.register(sharingRoutes, options);
  await app.register(preferencesRoutes, options);
};
