import type { Kysely } from 'kysely';
import type { PublicSiteState, VersionedSiteSettings } from '../../shared/schemas/site-settings.ts';
import { summitStatus, webinarStatus } from '../../shared/site-settings/event-status.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { readSettingsVersion } from './site-settings-repository.ts';
import { getSiteSettings } from './site-settings-service.ts';

/** The settings the public pages show, with the events' state as `now` judges it. */
export function publicSiteState(
  { version, settings }: VersionedSiteSettings,
  now: Date,
): PublicSiteState {
  const summit = summitStatus(settings.summit, now);
  return {
    version,
    settings,
    summit: { isOver: summit.isOver, isOnSale: summit.isOnSale, isEarlyBird: summit.isEarlyBird },
    webinar: { isOver: webinarStatus(settings.webinar, now).isOver },
    serverTime: now.toISOString(),
  };
}

/**
 * What a rendered page depends on: the settings version and the clock's verdicts. Two
 * states with the same key render the same page (serverTime aside, which no page shows).
 */
export function siteStateKey(state: PublicSiteState): string {
  const { summit, webinar } = state;
  return [state.version, summit.isOver, summit.isOnSale, summit.isEarlyBird, webinar.isOver].join(
    ':',
  );
}

/** How long a process trusts the settings version it last read. */
export const versionCheckIntervalMs = 1000;

/**
 * The current public state for a process that answers many requests: it asks the
 * database for the settings version at most once per `versionCheckIntervalMs` (one
 * single-row read, shared by the requests meanwhile) and reads the whole document only
 * when the version moved. The database decides; the process only remembers for a second,
 * so every process shows a save within that second.
 */
export function createSiteStateSource(
  db: Kysely<DB>,
  clock: Clock,
  monotonicNow: () => number = () => performance.now(),
): () => Promise<PublicSiteState> {
  let settings: VersionedSiteSettings | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<VersionedSiteSettings> | undefined;

  async function refresh(): Promise<VersionedSiteSettings> {
    const version = await readSettingsVersion(db);
    if (!settings || settings.version !== version) settings = await getSiteSettings(db);
    checkedAt = monotonicNow();
    return settings;
  }

  return async () => {
    let current = settings;
    if (!current || monotonicNow() - checkedAt >= versionCheckIntervalMs) {
      checking ??= refresh().finally(() => {
        checking = undefined;
      });
      current = await checking;
    }
    return publicSiteState(current, clock());
  };
}
