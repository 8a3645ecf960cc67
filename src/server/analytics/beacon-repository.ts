import { sql, type Insertable, type Kysely } from 'kysely';
import type { AnalyticsEventsTable } from '../db/schema/analytics-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type NewBeaconEvent = Insertable<AnalyticsEventsTable>;

/**
 * The statements below commit without waiting for the disk (`synchronous_commit` off for
 * their own transaction, set inside the statement, so each is one round trip): a database
 * crash may lose the last moment of beacons and counts, never half of one, which
 * analytics can afford.
 */
const relaxedCommit = sql`(SELECT set_config('synchronous_commit', 'off', true)) AS relaxed`;

/** Stores a batch of events in one statement (one array per column). */
export async function insertBeaconEvents(
  db: Kysely<DB>,
  events: readonly NewBeaconEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const column = <Value>(read: (event: NewBeaconEvent) => Value) => events.map(read);
  await sql`
    INSERT INTO analytics_events
      (day, occurred_at, kind, path, visitor, referrer_host, utm_source, utm_medium, utm_campaign)
    SELECT batch.* FROM unnest(
      ${column((event) => event.day)}::date[],
      ${column((event) => event.occurred_at ?? new Date())}::timestamptz[],
      ${column((event) => event.kind)}::text[],
      ${column((event) => event.path ?? null)}::text[],
      ${column((event) => event.visitor ?? null)}::text[],
      ${column((event) => event.referrer_host ?? null)}::text[],
      ${column((event) => event.utm_source ?? null)}::text[],
      ${column((event) => event.utm_medium ?? null)}::text[],
      ${column((event) => event.utm_campaign ?? null)}::text[]
    ) AS batch, ${relaxedCommit}
  `.execute(db);
}

export interface BucketHits {
  /** Hits in the current window after this batch's were added. */
  hits: number;
  secondsLeft: number;
}

/**
 * Adds each bucket's hits to its counter in `auth_rate_limits`, as the sign-in limits do
 * (`hitRateLimit`) but for many buckets in one atomic statement that holds across
 * processes. Buckets are locked in sorted order, so two processes' batches never deadlock.
 */
export async function addBeaconHits(
  db: Kysely<DB>,
  hitsByBucket: ReadonlyMap<string, number>,
  windowSeconds: number,
): Promise<Map<string, BucketHits>> {
  const buckets = [...hitsByBucket.keys()].sort();
  if (buckets.length === 0) return new Map();
  const counts = buckets.map((bucket) => hitsByBucket.get(bucket)!);
  const windowEnded = sql`auth_rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
  const { rows } = await sql<{ bucket: string; hits: number; seconds_left: number }>`
    INSERT INTO auth_rate_limits (bucket, window_started_at, hits)
    SELECT batch.bucket, now(), batch.hits
    FROM unnest(${buckets}::text[], ${counts}::integer[]) AS batch (bucket, hits), ${relaxedCommit}
    ORDER BY batch.bucket
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN ${windowEnded} THEN excluded.hits ELSE auth_rate_limits.hits + excluded.hits END,
      window_started_at = CASE WHEN ${windowEnded} THEN now() ELSE auth_rate_limits.window_started_at END
    RETURNING bucket, hits, greatest(1, ceil(extract(epoch FROM
      window_started_at + make_interval(secs => ${windowSeconds}) - now())))::integer AS seconds_left
  `.execute(db);
  return new Map(
    rows.map((row) => [row.bucket, { hits: row.hits, secondsLeft: row.seconds_left }]),
  );
}
