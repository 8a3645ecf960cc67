import { afterAll, beforeAll } from 'vitest';
import { AuthClient, type GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import type { AuthSettings } from '../auth/auth-dependencies.ts';
import type { AuthRateLimits } from '../auth/rate-limits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailWorkerTuning } from '../mail/mail-plugin.ts';
import { createTestDatabase } from './test-database.ts';
import { testConfig } from './test-app.ts';

export interface AuthTestServer {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Log lines the server wrote at warn level and above (JSON strings). */
  logLines: string[];
  /** A fresh @supabase/auth-js client, as the browser uses it, with its own storage. */
  newClient(): GoTrueClient;
  /** Closes the app; `keepDatabase` leaves the database open for a restart. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function newAuthClient(url: string): GoTrueClient {
  return new AuthClient({
    url: `${url}/auth/v1`,
    storage: memoryStorage(),
    storageKey: 'test-auth',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

/**
 * Limits high enough that a test file can share one server (a database costs seconds to
 * load); tests of the limits themselves start a server with the defaults.
 */
export const relaxedRateLimits: AuthRateLimits = {
  token: { max: 10_000, windowSeconds: 300 },
  signUp: { max: 10_000, windowSeconds: 300 },
  recover: { max: 10_000, windowSeconds: 300 },
  verify: { max: 10_000, windowSeconds: 300 },
  signInAttempts: { max: 5, windowSeconds: 900 },
};

let emailCounter = 0;

/** A new address per call, so tests sharing a server never meet each other's accounts. */
export function uniqueEmail(name = 'user'): string {
  emailCounter += 1;
  return `${name}-${emailCounter}-${process.pid}@studio.dev`;
}

export interface AuthTestServerOptions {
  config?: Partial<Config>;
  auth?: Partial<AuthSettings>;
  /** Reuse a database (a "restart", or a second process on the same data). */
  database?: Database;
  /** Mail worker knobs; `autoStart: false` leaves delivery to `app.mail.worker.runOnce()`. */
  mail?: MailWorkerTuning;
}

/** The whole server listening on a free port of 127.0.0.1, on a fresh database. */
export async function startAuthTestServer(
  options: AuthTestServerOptions = {},
): Promise<AuthTestServer> {
  const database = options.database ?? (await createTestDatabase());
  const logLines: string[] = [];
  const app = await buildApp({
    config: testConfig({ logLevel: 'warn', ...options.config }),
    database,
    auth: options.auth,
    ...(options.mail ? { mail: options.mail } : {}),
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    url,
    logLines,
    newClient: () => newAuthClient(url),
    async close({ keepDatabase = false } = {}) {
      await app.close();
      if (!keepDatabase) await database.close();
    },
  };
}

/**
 * What most auth test files share one server with: relaxed limits, and mail delivered by
 * hand (`app.mail.worker.runOnce()`, or read from the outbox), since a background worker
 * woken by NOTIFY on PostgreSQL would race the test for the row.
 */
export const sharedAuthServerOptions: AuthTestServerOptions = {
  auth: { rateLimits: relaxedRateLimits },
  mail: { autoStart: false },
};

/**
 * One server for the calling `describe` (a database takes seconds to load): started in
 * `beforeAll`, closed in `afterAll`. The handle reads through to the started server, so
 * it is used inside tests and hooks only; tests that need other settings start their own.
 */
export function useAuthTestServer(
  options: AuthTestServerOptions = sharedAuthServerOptions,
): AuthTestServer {
  let started: AuthTestServer | undefined;
  beforeAll(async () => {
    started = await startAuthTestServer(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as AuthTestServer, {
    get(_target, key) {
      if (!started) throw new Error('The auth test server starts in beforeAll: use it in a test');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
