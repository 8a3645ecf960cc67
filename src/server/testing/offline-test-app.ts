import type { FastifyInstance } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema/schema.ts';
import { testConfig } from './test-app.ts';

/**
 * A Database for tests of routes that never touch it (static site, docs, errors): every
 * query answers with no rows, which is enough for plugins that look something up at start
 * (the realtime hub reads its schema name) and nothing a route could mistake for data.
 */
export function createOfflineDatabase(): Database {
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
    engine: 'pglite',
    async listen() {
      return async () => {};
    },
    close: () => db.destroy(),
  };
}

export interface OfflineTestAppOptions {
  config?: Partial<Config>;
  /** Adds routes or hooks (a throwing route, say) before the app is sealed by ready(). */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The whole server without a database, for the `unit` project: no PGlite, no template. */
export async function createOfflineTestApp(
  options: OfflineTestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.config),
    database: createOfflineDatabase(),
    logger: false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}
