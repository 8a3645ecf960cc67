import type { Kysely } from 'kysely';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { DB } from '../db/schema/schema.ts';
import { listVisibleTodosJson, readListVersion } from './todos-repository.ts';

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};
export type ListEncoding = keyof typeof compressors;

export interface CachedList {
  version: string;
  /** The JSON as UTF-8 bytes, encoded once rather than on every response. */
  body: Buffer;
  /** Names the user and the version, so one browser's two accounts never share an entry. */
  etag: string;
  encoded: Partial<Record<ListEncoding, Promise<Buffer>>>;
}

/**
 * Each user's todo list as JSON, kept while their list version (todo_list_versions,
 * bumped in the same transaction as any change they can see) stays the same. The version
 * is read before the list is built, so a change committing in between at worst causes
 * one more rebuild, never a stale hit; and every process reads the version from the
 * database, so caches on several processes stay correct. Compressed copies are made once
 * per version. Least recently used lists go first past `maxBytes`.
 */
export class TodoListCache {
  readonly #entries = new Map<string, CachedList>();
  readonly #building = new Map<string, Promise<CachedList>>();
  #bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(db: Kysely<DB>, userId: string): Promise<CachedList> {
    const version = await readListVersion(db, userId);
    const cached = this.#entries.get(userId);
    if (cached?.version === version) {
      this.#entries.delete(userId);
      this.#entries.set(userId, cached);
      return cached;
    }
    const key = `${userId}:${version}`;
    let building = this.#building.get(key);
    if (!building) {
      building = this.#build(db, userId, version).finally(() => this.#building.delete(key));
      this.#building.set(key, building);
    }
    return building;
  }

  encoded(entry: CachedList, encoding: ListEncoding): Promise<Buffer> {
    entry.encoded[encoding] ??= compressors[encoding](entry.body);
    return entry.encoded[encoding];
  }

  async #build(db: Kysely<DB>, userId: string, version: string): Promise<CachedList> {
    const body = Buffer.from(await listVisibleTodosJson(db, userId));
    const entry: CachedList = { version, body, etag: `"${userId}.${version}"`, encoded: {} };
    const previous = this.#entries.get(userId);
    if (previous) this.#bytes -= previous.body.length;
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    this.#bytes += body.length;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldest === userId) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.body.length;
    }
    return entry;
  }
}

/** The best encoding the client accepts of those cached: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ListEncoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
