import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { createBatchQueue } from './batch-queue.ts';
import { addBeaconHits, insertBeaconEvents, type NewBeaconEvent } from './beacon-repository.ts';

const limitWindowSeconds = 60;

export interface BeaconVerdict {
  isAllowed: boolean;
  /** Seconds until the address's window starts over (for Retry-After). */
  secondsLeft: number;
}

/**
 * The beacon's two database writes, each batched across concurrent requests, so a busy
 * site's beacons cost two statements per batch instead of two per beacon:
 * - the rate limit is awaited: each verdict is the shared database's count;
 * - events are written behind the answer (a beacon's sender waits for nothing): those
 *   answered but not yet committed, at most one batch in flight plus those queued behind
 *   it (milliseconds of traffic), are lost if the process crashes; a clean stop drains.
 */
export interface BeaconIngest {
  /** Counts one beacon against its sender's per-minute limit, in the shared database. */
  countBeacon(address: string): Promise<BeaconVerdict>;
  /** Queues an event for the next batch; never throws, losses go to `onLost`. */
  store(event: NewBeaconEvent): Promise<void>;
  /** Waits for every write already asked for (shutdown). */
  drain(): Promise<void>;
}

export type LostEvents = (error: unknown, count: number) => void;

export function createBeaconIngest(
  db: Kysely<DB>,
  perMinute: number,
  onLost: LostEvents,
): BeaconIngest {
  const limits = createBatchQueue<string, BeaconVerdict>(async (buckets) => {
    const hitsByBucket = new Map<string, number>();
    for (const bucket of buckets) hitsByBucket.set(bucket, (hitsByBucket.get(bucket) ?? 0) + 1);
    const totals = await addBeaconHits(db, hitsByBucket, limitWindowSeconds);
    // The batch's hits on one bucket are numbered in arrival order, ending at the total,
    // so each beacon gets the verdict it would have had sent on its own.
    const numbered = new Map<string, number>();
    return buckets.map((bucket) => {
      const total = totals.get(bucket)!;
      const position = (numbered.get(bucket) ?? 0) + 1;
      numbered.set(bucket, position);
      const hits = total.hits - hitsByBucket.get(bucket)! + position;
      return { isAllowed: hits <= perMinute, secondsLeft: total.secondsLeft };
    });
  });
  const events = createBatchQueue<NewBeaconEvent, undefined>(async (batch) => {
    try {
      await insertBeaconEvents(db, batch);
    } catch (error) {
      onLost(error, batch.length);
    }
    return batch.map(() => undefined);
  });
  return {
    countBeacon: (address) => limits.push(`analytics:${address}`),
    store(event) {
      events.push(event).catch((error: unknown) => onLost(error, 1));
      return Promise.resolve();
    },
    async drain() {
      await limits.drain();
      await events.drain();
    },
  };
}
