import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import {
  siteSettingsChangeSchema,
  siteSettingsSchema,
  siteSettingsGroups,
  type SiteSettings,
  type SiteSettingsHistoryEntry,
  type VersionedSiteSettings,
} from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { settingChanges } from '../../shared/site-settings/setting-changes.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import {
  insertHistoryEntry,
  listHistory,
  readStoredSettings,
  writeSettings,
  type StoredSiteSettings,
} from './site-settings-repository.ts';

/**
 * The saved document over the defaults, group by group: a field added since the group was
 * saved takes its default, and a group that is otherwise no longer valid falls back to
 * its defaults instead of breaking every page.
 */
export function resolveSettings(stored: unknown): SiteSettings {
  const saved = stored !== null && typeof stored === 'object' ? stored : {};
  const resolved: Record<string, unknown> = {};
  for (const group of siteSettingsGroups) {
    const stored = (saved as Record<string, unknown>)[group];
    const candidate =
      stored !== null && typeof stored === 'object' && !Array.isArray(stored)
        ? withoutRetiredValues(
            group,
            withNewSessionFields({ ...defaultSiteSettings[group], ...stored }),
          )
        : stored;
    const parsed = siteSettingsSchema.shape[group].safeParse(candidate);
    resolved[group] = parsed.success ? parsed.data : defaultSiteSettings[group];
  }
  return resolved as SiteSettings;
}

/** Sessions saved before `cancelled` existed were not cancelled. */
function withNewSessionFields(group: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(group.sessions)) return group;
  const sessions: unknown[] = group.sessions;
  return {
    ...group,
    sessions: sessions.map((session) =>
      session !== null && typeof session === 'object' ? { cancelled: false, ...session } : session,
    ),
  };
}

/** A value an older version stored that now means something else. */
function withoutRetiredValues(group: string, values: Record<string, unknown>): unknown {
  // The rolling "now plus two days" deadline is gone: an offer without a fixed end has none.
  if (group === 'offers' && values.bizbuiltnowEndMode === 'rolling') {
    return { ...values, bizbuiltnowEndMode: 'none' };
  }
  return values;
}

function toVersioned(stored: StoredSiteSettings): VersionedSiteSettings {
  return {
    version: stored.version,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    settings: resolveSettings(stored.settings),
  };
}

/**
 * `forShare` (in a transaction): a save waits for this transaction, and this read waits for
 * a save in progress, so what the transaction derives from the settings (a registrant's
 * reminders) is never from a version that a concurrent save has already replaced.
 */
export async function getSiteSettings(
  db: Kysely<DB>,
  { forShare = false } = {},
): Promise<VersionedSiteSettings> {
  return toVersioned(await readStoredSettings(db, { forShare }));
}

/**
 * Saves a whole, already validated settings document edited from `version`. A save over
 * a newer version is refused with 409 and changes nothing; a save that changes nothing
 * keeps the version and writes no history.
 */
export async function saveSiteSettings({
  db,
  user,
  version,
  settings,
  onChange,
}: {
  db: Kysely<DB>;
  user: AuthenticatedUser;
  version: number;
  settings: SiteSettings;
  /** Runs in the save's transaction when something changed (mail about moved sessions). */
  onChange?: SiteSettingsChangeHandler | undefined;
}): Promise<VersionedSiteSettings> {
  return db.transaction().execute(async (transaction) => {
    const current = await readStoredSettings(transaction, { forUpdate: true });
    if (current.version !== version) {
      throw new AppError(409, 'settings_conflict', messages.siteSettings.conflict, {
        currentVersion: current.version,
      });
    }
    const before = resolveSettings(current.settings);
    const changes = settingChanges(before, settings);
    if (changes.length === 0) return toVersioned(current);
    const written = await writeSettings(transaction, {
      expectedVersion: version,
      settings,
      userId: user.id,
    });
    if (!written) {
      throw new AppError(409, 'settings_conflict', messages.siteSettings.conflict);
    }
    await insertHistoryEntry(transaction, {
      version: written.version,
      userId: user.id,
      email: user.email,
      changes,
    });
    await onChange?.(transaction, { before, after: settings });
    return { version: written.version, updatedAt: written.updatedAt.toISOString(), settings };
  });
}

export type SiteSettingsChangeHandler = (
  db: Kysely<DB>,
  change: { before: SiteSettings; after: SiteSettings },
) => Promise<void>;

const historyLimit = 50;

export async function getSiteSettingsHistory(db: Kysely<DB>): Promise<SiteSettingsHistoryEntry[]> {
  const rows = await listHistory(db, historyLimit);
  return rows.map((row) => ({
    version: row.version,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedByEmail,
    changes: siteSettingsChangeSchema.array().catch([]).parse(row.changes),
  }));
}
