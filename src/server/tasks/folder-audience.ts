import type { Kysely } from 'kysely';
import type { ShareLevel } from '../../shared/tasks/share-levels.ts';
import type { DB } from '../db/schema/schema.ts';
import { folderOwnersAndMembers } from './folders-repository.ts';

export interface FolderAudienceEntry {
  ownerId: string;
  members: Map<string, ShareLevel>;
}

/** Folders held at most; past this the cache starts over (it refills on demand). */
const maxCachedFolders = 20_000;

/**
 * Who may see each folder (its owner and members), cached for the realtime hub so a bulk
 * change of a thousand todos costs one query, not a thousand. The members route calls
 * `forget` for every membership or folder change, in commit order, before anything later
 * is routed; a load that raced with a `forget` is not kept.
 */
export class FolderAudience {
  readonly #entries = new Map<string, FolderAudienceEntry | null>();
  readonly #generation = new Map<string, number>();

  constructor(private readonly db: Kysely<DB>) {}

  forget(folderId: string): void {
    this.#entries.delete(folderId);
    this.#generation.set(folderId, (this.#generation.get(folderId) ?? 0) + 1);
  }

  /** Owner and members of each folder; a folder that no longer exists maps to null. */
  async get(folderIds: Iterable<string>): Promise<Map<string, FolderAudienceEntry | null>> {
    const wanted = [...new Set(folderIds)];
    const missing = wanted.filter((id) => !this.#entries.has(id));
    const loaded = missing.length > 0 ? await this.#load(missing) : new Map();
    return new Map(wanted.map((id) => [id, loaded.get(id) ?? this.#entries.get(id) ?? null]));
  }

  async #load(folderIds: string[]): Promise<Map<string, FolderAudienceEntry | null>> {
    const generations = new Map(folderIds.map((id) => [id, this.#generation.get(id) ?? 0]));
    const rows = await folderOwnersAndMembers(this.db, folderIds);
    const loaded = new Map<string, FolderAudienceEntry | null>(folderIds.map((id) => [id, null]));
    for (const row of rows) {
      let entry = loaded.get(row.id);
      if (!entry) loaded.set(row.id, (entry = { ownerId: row.owner_id, members: new Map() }));
      if (row.member_id && row.level) entry.members.set(row.member_id, row.level);
    }
    if (this.#entries.size + loaded.size > maxCachedFolders) this.#entries.clear();
    for (const [id, entry] of loaded) {
      if ((this.#generation.get(id) ?? 0) === generations.get(id)) this.#entries.set(id, entry);
    }
    return loaded;
  }
}

/** Everyone who may see a folder's contents. */
export function readersOf(entry: FolderAudienceEntry | null | undefined): string[] {
  return entry ? [entry.ownerId, ...entry.members.keys()] : [];
}
