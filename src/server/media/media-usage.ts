import type { Kysely, Transaction } from 'kysely';
import type { MediaUse } from '../../shared/schemas/media.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * How a feature that shows library images says where one is used: given an image's id,
 * the names of the places that show it ("Issue 12: The quiet launch"), empty when none.
 * It runs inside the delete's transaction, with the image's row locked.
 */
export type IsMediaInUse = (db: Kysely<DB> | Transaction<DB>, mediaId: string) => Promise<string[]>;

/**
 * The checks every feature registered at start. Built once per app in `buildApp` and
 * handed to the features that reference images, so every process holds the same checks
 * (they are code, not data) and tests build their own.
 */
export interface MediaUsageRegistry {
  register(feature: string, isMediaInUse: IsMediaInUse): void;
  /** Every registered place that uses the image, across features. */
  usesOf(db: Kysely<DB> | Transaction<DB>, mediaId: string): Promise<MediaUse[]>;
}

export function createMediaUsageRegistry(): MediaUsageRegistry {
  const checks = new Map<string, IsMediaInUse>();
  return {
    register(feature, isMediaInUse) {
      if (checks.has(feature)) throw new Error(`media usage of ${feature} registered twice`);
      checks.set(feature, isMediaInUse);
    },
    async usesOf(db, mediaId) {
      const uses: MediaUse[] = [];
      // One after another: inside a transaction the connection runs one query at a time.
      for (const [feature, check] of checks) {
        for (const label of await check(db, mediaId)) uses.push({ feature, label });
      }
      return uses;
    },
  };
}
