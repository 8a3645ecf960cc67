import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

export interface StoredSiteSettings {
  version: number;
  settings: unknown;
  updatedAt: Date | null;
}

export async function readStoredSettings(
  db: Kysely<DB> | Transaction<DB>,
  { forUpdate = false, forShare = false } = {},
): Promise<StoredSiteSettings> {
  let query = db
    .selectFrom('site_settings')
    .select(['version', 'settings', 'updated_at'])
    .where('id', '=', 1);
  if (forUpdate) query = query.forUpdate();
  else if (forShare) query = query.forShare();
  const row = await query.executeTakeFirstOrThrow();
  return { version: row.version, settings: row.settings, updatedAt: row.updated_at };
}

/** Only the version number: what a cache asks on every public request. */
export async function readSettingsVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Writes the next version if the row is still at `expectedVersion`; undefined when
 * another save got there first.
 */
export async function writeSettings(
  transaction: Transaction<DB>,
  input: { expectedVersion: number; settings: unknown; userId: string },
): Promise<{ version: number; updatedAt: Date } | undefined> {
  const row = await transaction
    .updateTable('site_settings')
    .set((eb) => ({
      version: eb('version', '+', 1),
      settings: JSON.stringify(input.settings),
      updated_at: new Date(),
      updated_by: input.userId,
    }))
    .where('id', '=', 1)
    .where('version', '=', input.expectedVersion)
    .returning(['version', 'updated_at'])
    .executeTakeFirst();
  return row && row.updated_at ? { version: row.version, updatedAt: row.updated_at } : undefined;
}

export interface SettingsHistoryRow {
  version: number;
  changedAt: Date;
  changedByEmail: string;
  changes: unknown;
}

export async function insertHistoryEntry(
  transaction: Transaction<DB>,
  entry: { version: number; userId: string; email: string; changes: unknown },
): Promise<void> {
  await transaction
    .insertInto('site_settings_history')
    .values({
      version: entry.version,
      changed_by: entry.userId,
      changed_by_email: entry.email,
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}

export async function listHistory(db: Kysely<DB>, limit: number): Promise<SettingsHistoryRow[]> {
  const rows = await db
    .selectFrom('site_settings_history')
    .select(['version', 'changed_at', 'changed_by_email', 'changes'])
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    changedAt: row.changed_at,
    changedByEmail: row.changed_by_email,
    changes: row.changes,
  }));
}
