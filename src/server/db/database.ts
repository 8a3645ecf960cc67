import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirectoryLock } from './engine/data-dir-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './engine/embedded-postgres.ts';
import { runMarkedSqlPrepared } from './named-statements.ts';
import type { DB } from './schema/schema.ts';

export type NotificationListener = (payload: string) => void;

/** One open database, whichever engine is behind it. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly engine: 'pglite' | 'postgres';
  /** The embedded engine itself, for maintenance (backups); absent on PostgreSQL. */
  readonly pglite?: PGlite;
  /** The embedded PostgreSQL the server started, for maintenance (backups). */
  readonly embeddedPostgres?: EmbeddedPostgres;
  /** Subscribes to a LISTEN/NOTIFY channel; the returned function unsubscribes. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Connection pool figures (metrics); PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests use one per test). */
  schema?: string;
}

/** Where the embedded databases live inside DATA_DIR. */
export const embeddedFolders = { postgres: 'postgres', pglite: 'pglite' } as const;

/**
 * Which embedded engine a data directory uses: PostgreSQL, unless it holds only a
 * database from before PostgreSQL became the default (PGlite), which keeps working.
 */
export function embeddedEngine(dataDir: string): 'postgres' | 'pglite' {
  const hasPGlite = existsSync(path.join(dataDir, embeddedFolders.pglite));
  const hasPostgres = existsSync(path.join(dataDir, embeddedFolders.postgres));
  return hasPGlite && !hasPostgres ? 'pglite' : 'postgres';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  const releaseLock = acquireDataDirectoryLock(options.dataDir);
  try {
    if (embeddedEngine(options.dataDir) === 'pglite') {
      const pglite = await PGlite.create({
        dataDir: path.join(options.dataDir, embeddedFolders.pglite),
      });
      return wrapPGlite(pglite, releaseLock);
    }
    return await openEmbeddedPostgres(options.dataDir, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function openEmbeddedPostgres(dataDir: string, releaseLock: () => void): Promise<Database> {
  const embedded = await startEmbeddedPostgres(path.join(dataDir, embeddedFolders.postgres));
  const database = await openPostgres(embedded.connectionString);
  return {
    ...database,
    embeddedPostgres: embedded,
    async close() {
      try {
        await database.close();
        await embedded.stop();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Wraps an already open PGlite (the server's, or a test's in-memory copy). */
export function wrapPGlite(pglite: PGlite, onClose: () => void = () => {}): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    pglite,
    async listen(channel, listener) {
      const unlisten = await pglite.listen(channel, listener);
      // A closed database has no subscriptions left; unsubscribing must not fail a shutdown.
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      try {
        // A checkpoint writes everything to the data files so the next start needs no recovery.
        await sql`CHECKPOINT`.execute(db);
        await db.destroy();
      } finally {
        onClose();
      }
    },
  };
}

async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const searchPath = schema ? `-c search_path=${schema}` : undefined;
  const poolSize = 10;
  const pool = new pg.Pool({ connectionString, max: poolSize, options: searchPath });
  // An idle connection the database ends (a restart, a shutdown racing ours) is dropped
  // by the pool and replaced on the next query; unhandled, its error would end the process.
  pool.on('error', () => undefined);
  // Each new connection runs the hot fixed queries as prepared statements.
  pool.on('connect', runMarkedSqlPrepared);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Map<string, Set<NotificationListener>>();
  let listenClient: pg.PoolClient | undefined;

  async function listenConnection(): Promise<pg.PoolClient> {
    if (listenClient) return listenClient;
    const client = await pool.connect();
    client.on('error', () => {
      if (listenClient === client) listenClient = undefined;
    });
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    listenClient = client;
    return client;
  }

  return {
    db,
    engine: 'postgres',
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, listener) {
      const client = await listenConnection();
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      channelListeners.add(listener);
      return async () => {
        channelListeners.delete(listener);
      };
    },
    async close() {
      listenClient?.release();
      listenClient = undefined;
      await db.destroy();
    },
  };
}
