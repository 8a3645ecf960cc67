import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createSiteStateSource, type SiteStateSource } from './public-site-state.ts';
import { publicSiteStateRoutes } from './public-site-state-routes.ts';
import { siteSettingsRoutes } from './site-settings-routes.ts';
import type { SiteSettingsChangeHandler } from './site-settings-service.ts';

export interface SiteSettingsDependencies {
  database: Database;
  clock: Clock;
  /** Runs inside a save that changes something, in its transaction (event mails). */
  onChange?: SiteSettingsChangeHandler;
}

/**
 * The admin's Site Settings and the public state derived from them. Returns the source
 * the rendered pages read, which other features tell when they save what it shows.
 */
export async function registerSiteSettings(
  app: FastifyInstance,
  deps: SiteSettingsDependencies,
): Promise<SiteStateSource> {
  const { database, clock } = deps;
  // The pages this process renders show a save it made at once, not within the second
  // in which it trusts the version it read last.
  const siteState = createSiteStateSource(database.db, clock);
  await app.register(siteSettingsRoutes, {
    database,
    onSaved: () => siteState.forget(),
    onChange: deps.onChange,
  });
  await app.register(publicSiteStateRoutes, { database, clock });
  return siteState;
}
