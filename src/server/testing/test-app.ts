import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

/** A complete configuration that touches no disk, for in-process tests. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://localhost:3000',
    tokenIssuer: 'signal-studio/auth/v1',
    dataDir: path.join('/nonexistent', 'data'),
    databaseUrl: undefined,
    logLevel: 'silent',
    trustProxy: false,
    hstsMaxAgeSeconds: 31_536_000,
    webRoot: path.join('/nonexistent', 'web'),
    secrets: { jwtSecret: 'test-secret-'.padEnd(48, 'x'), localWebhookSecret: 'whsec_test' },
    stripe: undefined,
    smtpUrl: undefined,
    mailDelivery: true,
    mailRetentionDays: 180,
    adminEmails: [],
    // Tests acting as admins skip the second factor; admin-mfa.db.test.ts proves it.
    adminMfa: 'optional',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole server on a fresh database, ready for `app.inject`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'clock' | 'mail' | 'auth'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
