import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { realtimeRoutes } from './realtime-routes.ts';
import type { TableRoute } from './table-route.ts';

export interface RealtimeOptions {
  database: Database;
  routes: readonly TableRoute[];
  isStillSignedIn(authorization: string): Promise<boolean>;
  /** Tests shorten it; 15 s keeps idle connections alive through proxies. */
  heartbeatMs?: number | undefined;
  maxStreamsPerUser?: number | undefined;
}

/**
 * Starts this process's realtime hub (one LISTEN) with the given table routes and mounts
 * GET /api/realtime. Returns the hub so later features can add their own table routes.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub({ database: options.database, log: app.log });
  for (const route of options.routes) hub.addRoute(route);
  await app.register(realtimeRoutes, {
    hub,
    isStillSignedIn: options.isStillSignedIn,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxStreamsPerUser: options.maxStreamsPerUser ?? 20,
  });
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
  return hub;
}
