import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DataDirectoryLockedError } from './db/engine/data-dir-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { serverLoggerOptions } from './http/request-logging.ts';
import { upgradeEmbeddedDatabase } from './tools/pglite-upgrade.ts';

/** How long in-flight requests may take to finish after a stop signal before we give up. */
const shutdownGraceMs = 10_000;
/** How long closing the database (a checkpoint written to disk) may take after that. */
const databaseStopGraceMs = 60_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests answer, close
 * the database (the embedded one stops with a checkpoint; lock released), exit 0. A
 * request that got its answer was committed before it, so nothing acknowledged is lost.
 */
function stopOnSignals(app: FastifyInstance, database: Database): void {
  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const exitAfter = (milliseconds: number, message: string) => {
      const timer = setTimeout(() => {
        app.log.error(message);
        // PostgreSQL outlives us otherwise; its fast shutdown ends its connections and
        // writes a checkpoint, and every acknowledged write is already in its WAL.
        database.embeddedPostgres?.requestStop();
        process.exit(1);
      }, milliseconds);
      timer.unref();
      return timer;
    };
    const forceExit = exitAfter(
      shutdownGraceMs,
      'in-flight requests did not finish in time; exiting',
    );
    try {
      await app.close();
      clearTimeout(forceExit);
      // The embedded PostgreSQL's shutdown checkpoint syncs every changed file: on a busy
      // disk that takes seconds of its own, which the requests' grace must not eat.
      exitAfter(databaseStopGraceMs, 'the database did not stop in time; exiting');
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  // The bundle lives in <build>/server/main.js; its front end is in <build>/web/client.
  const config = loadConfig(process.env, fileURLToPath(new URL('../web/client', import.meta.url)));
  const upgrade = config.databaseUrl ? undefined : await upgradeEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, logger: await serverLoggerOptions(config) });
    if (upgrade) app.log[upgrade.level](upgrade.details, upgrade.message);
    stopOnSignals(app, database);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Release the data directory so the failure message is the only thing left to fix.
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw new StartupError(error, config);
  }
  app.log.info(
    {
      url: config.publicUrl,
      database: database.engine,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'server ready',
  );
}

/** A failure after the configuration was read, with the address it was meant for. */
class StartupError extends Error {
  constructor(
    cause: unknown,
    readonly config: Config,
  ) {
    super('startup failed', { cause });
  }
}

/** One clear line for the failures a person can fix; the full error for the rest. */
function startupFailureMessage(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    return error.message;
  }
  if (!(error instanceof StartupError)) return undefined;
  const { host, port } = error.config;
  const code = (error.cause as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use. Stop the program using it, or set PORT to a free port.`;
  }
  if (code === 'EACCES') return `Not allowed to listen on port ${port}: choose a port above 1023.`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine.`;
  return undefined;
}

main().catch((error: unknown) => {
  const message = startupFailureMessage(error);
  if (message) console.error(message);
  else
    console.error(
      'The server could not start:',
      error instanceof StartupError ? error.cause : error,
    );
  process.exit(1);
});
