import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { foldersRoutes } from './folders-routes.ts';
import { preferencesRoutes } from './preferences-routes.ts';
import { sharingRoutes } from './sharing-routes.ts';
import { todosRoutes } from './todos-routes.ts';

export interface TasksDependencies {
  database: Database;
}

/** Every route of the task manager (its realtime routes go to the hub: tasks-realtime.ts). */
export async function registerTasks(app: FastifyInstance, deps: TasksDependencies): Promise<void> {
  await app.register(todosRoutes, deps);
  await app.register(foldersRoutes, deps);
  await app.register(sharingRoutes, deps);
  await app.register(preferencesRoutes, deps);
}
