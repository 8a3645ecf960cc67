import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema/schema.ts';
import { createTestDatabase } from './test-database.ts';
import { testConfig } from './test-app.ts';

export interface SettingsTestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Moves the clock the app reads. */
  setNow(moment: string): void;
  /** Stores settings under a new version, as the admin's save does. */
  configure(settings: SiteSettings): Promise<void>;
}

interface SettingsTestAppOptions {
  /** Where the clock stands at the start of every test. */
  startsAt: string;
  /** Tables emptied before every test, so each test sees only its own rows. */
  clears: readonly (keyof DB)[];
}

/**
 * One app per test file on a fresh database, with a clock and the site settings each test
 * sets; every test starts from the defaults at `startsAt`. Registers the file's hooks, so
 * call it at the top level of a test file.
 */
export function useSettingsTestApp({ startsAt, clears }: SettingsTestAppOptions): SettingsTestApp {
  let now = new Date(startsAt);
  let version = 0;
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The settings test app starts in beforeAll');
    return value;
  };

  const fixture: SettingsTestApp = {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    setNow(moment) {
      now = new Date(moment);
    },
    async configure(settings) {
      version += 1;
      await fixture.database.db
        .updateTable('site_settings')
        .set({ version, settings: JSON.stringify(settings) })
        .execute();
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false, clock: () => now });
    await app.ready();
  });
  beforeEach(async () => {
    now = new Date(startsAt);
    for (const table of clears) await fixture.database.db.deleteFrom(table).execute();
    await fixture.configure(defaultSiteSettings);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return fixture;
}

/** Errors from these routes answer `{ error: message }`. */
export const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: string }).error;
