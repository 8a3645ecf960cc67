import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { beaconRoutes } from './beacon-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { rollUpAnalytics } from './rollup-service.ts';

/**
 * How often each process offers to roll up; the advisory lock lets one do it. Each run
 * also sums the open days' new events, so the raw tail a report reads is about a minute
 * of traffic; an idle run costs a few index probes.
 */
const rollupIntervalMs = 60 * 1000;

/** First-party analytics: the beacon, the admin's report and the rollup. */
export async function registerAnalytics(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  await app.register(beaconRoutes, { database, perMinute: config.analyticsBeaconRateLimit });
  await app.register(reportRoutes, { database });

  let timer: NodeJS.Timeout | undefined;
  const rollUp = () => {
    rollUpAnalytics(database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'analytics rollup failed; the next run retries'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(rollUp, rollupIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
