import type { Kysely } from 'kysely';
import type {
  PublicSiteState,
  SiteSettings,
  VersionedSiteSettings,
} from '../../shared/schemas/site-settings.ts';
import {
  bizBuiltNowFixedEnd,
  bizBuiltNowLaunchState,
  brandFuelSaleEnd,
  brandFuelSaleIsOver,
  summitStatus,
  webinarSessionTimes,
  webinarStatus,
} from '../../shared/site-settings/event-status.ts';
import { endOfZonedDay } from '../../shared/zoned-time.ts';
import { dollarsNow, editedTexts, saleFlips, seedCatalogue } from '../../shared/catalogue-live.ts';
import { readCatalogueRevision } from '../catalogue/catalogue-repository.ts';
import { loadCatalogue, type VersionedCatalogue } from '../catalogue/catalogue-service.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { readSettingsVersion } from './site-settings-repository.ts';
import { getSiteSettings } from './site-settings-service.ts';

const seededCatalogue: VersionedCatalogue = { revision: 0, items: seedCatalogue() };

/**
 * The settings and prices the public pages show, with the events' state as `now` judges
 * it. Without a catalogue (unit tests of the events), the seeded one.
 */
export function publicSiteState(
  { version, settings }: VersionedSiteSettings,
  now: Date,
  catalogue: VersionedCatalogue = seededCatalogue,
): PublicSiteState {
  const summit = summitStatus(settings.summit, now);
  const webinar = webinarStatus(settings.webinar, now);
  return {
    version,
    settings,
    summit: { isOver: summit.isOver, isOnSale: summit.isOnSale, isEarlyBird: summit.isEarlyBird },
    webinar: { isOver: webinar.isOver, sessionsOver: webinar.sessionsOver },
    offers: {
      brandFuelSaleIsOver: brandFuelSaleIsOver(settings.offers, now),
      bizBuiltNowLaunch: bizBuiltNowLaunchState(settings.offers, now),
    },
    catalogue: {
      revision: catalogue.revision,
      dollars: dollarsNow(catalogue.items, now),
      ...editedTexts(catalogue.items),
    },
    serverTime: now.toISOString(),
  };
}

/**
 * The instants (ms) at which one of `publicSiteState`'s verdicts flips for these settings:
 * the summit's end (isOver, isOnSale), the millisecond after its early-bird day
 * (isEarlyBird), each webinar session's end (sessionsOver, and isOver at the last),
 * the BrandFuel sale's end and the millisecond after a fixed BizBuiltNow end. Between
 * two of them every verdict stays as it was, so a state judged once holds until the next.
 */
export function verdictFlips(settings: SiteSettings): number[] {
  const { summit, offers } = settings;
  const { endsAt } = summitStatus(summit, new Date(0));
  const earlyBirdEnds = endOfZonedDay(summit.earlyBirdDeadline, summit.timeZone).getTime();
  const sessionEnds = webinarSessionTimes(settings.webinar).map((s) => s.endsAt.getTime());
  const bizBuiltNowEnd = bizBuiltNowFixedEnd(offers);
  return [
    endsAt.getTime(),
    earlyBirdEnds + 1,
    ...sessionEnds,
    brandFuelSaleEnd(offers).getTime(),
    ...(bizBuiltNowEnd ? [bizBuiltNowEnd.getTime() + 1] : []),
  ];
}

/** What the public state is judged from: the settings and the catalogue as last read. */
interface SiteSources {
  settings: VersionedSiteSettings;
  catalogue: VersionedCatalogue;
}

interface JudgedState {
  state: PublicSiteState;
  /** The state holds for clock readings from `validFrom` up to, not including, `validUntil`. */
  validFrom: number;
  validUntil: number;
}

function judge(sources: SiteSources, now: Date): JudgedState {
  const time = now.getTime();
  const flips = [...verdictFlips(sources.settings.settings), ...saleFlips(sources.catalogue.items)];
  return {
    state: publicSiteState(sources.settings, now, sources.catalogue),
    validFrom: Math.max(Number.NEGATIVE_INFINITY, ...flips.filter((flip) => flip <= time)),
    validUntil: Math.min(Number.POSITIVE_INFINITY, ...flips.filter((flip) => flip > time)),
  };
}

/** How long a process trusts the settings version it last read. */
export const versionCheckIntervalMs = 1000;

/** The public state, read through a process's short memory of the settings version. */
export interface SiteStateSource {
  (): Promise<PublicSiteState>;
  /**
   * Forgets the version read last, so the next call reads the database: for a save made
   * through this process, whose next page must show it (read your own writes).
   */
  forget(): void;
}

/**
 * The current public state for a process that answers many requests: it asks the
 * database for the settings version at most once per `versionCheckIntervalMs` (one
 * single-row read, shared by the requests meanwhile) and reads the whole document only
 * when the version moved. The events' verdicts are judged by the clock on every call,
 * from bounds computed once per settings version (`verdictFlips`). The database decides;
 * the process only remembers for a second, so every process shows a save within that
 * second, and the process that made it at once (`forget`).
 */
export function createSiteStateSource(
  db: Kysely<DB>,
  clock: Clock,
  monotonicNow: () => number = () => performance.now(),
): SiteStateSource {
  let sources: SiteSources | undefined;
  let judged: JudgedState | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<SiteSources> | undefined;
  /** Moves on every `forget`: a read begun before it may return, but is not remembered. */
  let generation = 0;

  async function refresh(): Promise<SiteSources> {
    const startedIn = generation;
    const [version, revision] = await Promise.all([
      readSettingsVersion(db),
      readCatalogueRevision(db),
    ]);
    const [settings, catalogue] = await Promise.all([
      sources?.settings.version === version ? sources.settings : getSiteSettings(db),
      sources?.catalogue.revision === revision ? sources.catalogue : loadCatalogue(db),
    ]);
    const read = { settings, catalogue };
    if (startedIn === generation) {
      sources = read;
      checkedAt = monotonicNow();
    }
    return read;
  }

  const current = async () => {
    let latest = sources;
    if (!latest || monotonicNow() - checkedAt >= versionCheckIntervalMs) {
      if (!checking) {
        const started = refresh().finally(() => {
          if (checking === started) checking = undefined;
        });
        checking = started;
      }
      latest = await checking;
    }
    // The verdicts are judged again only when the settings or the clock's side of a
    // deadline changed: judging means time-zone arithmetic, too much for every request.
    const now = clock();
    const time = now.getTime();
    if (
      judged?.state.version !== latest.settings.version ||
      judged.state.settings !== latest.settings.settings ||
      judged.state.catalogue.revision !== latest.catalogue.revision ||
      time < judged.validFrom ||
      time >= judged.validUntil
    ) {
      judged = judge(latest, now);
    }
    return { ...judged.state, serverTime: now.toISOString() };
  };
  return Object.assign(current, {
    forget() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      checking = undefined;
    },
  });
}
