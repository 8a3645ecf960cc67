import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

/**
 * Counts one hit on a bucket in one atomic statement, so concurrent requests in several
 * processes never lose a count. A window older than `windowSeconds` starts over.
 *
 * The statement commits without waiting for the disk (`synchronous_commit` off for its own
 * transaction, set in its RETURNING list, so it stays one round trip), as the beacon's
 * counters do: a database crash may forget the last fraction of a second of hits, which a
 * limit counted over minutes can afford. Waiting for the WAL flush of each hit made every
 * limited request wait for the disk: 200 booking attempts at once spent most of their time
 * in WALSync on this insert (issue 34's benchmark).
 */
export async function hitRateLimit(
  db: Kysely<DB>,
  bucket: string,
  windowSeconds: number,
): Promise<RateLimitHit> {
  const windowEnded = sql<boolean>`auth_rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('auth_rate_limits')
    .values({ bucket, window_started_at: sql<Date>`now()`, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN ${windowEnded} THEN 1 ELSE auth_rate_limits.hits + 1 END`,
        window_started_at: sql<Date>`CASE WHEN ${windowEnded} THEN now() ELSE auth_rate_limits.window_started_at END`,
      }),
    )
    .returning([
      'hits',
      sql<number>`greatest(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds}) - now())))::integer`.as(
        'seconds_left',
      ),
      sql<string>`set_config('synchronous_commit', 'off', true)`.as('relaxed'),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, secondsLeft: row.seconds_left };
}

export async function resetRateLimit(db: Kysely<DB>, bucket: string): Promise<void> {
  await db.deleteFrom('auth_rate_limits').where('bucket', '=', bucket).execute();
}

/** Drops counters whose window ended long ago, so the table stays small. */
export async function deleteStaleRateLimits(
  db: Kysely<DB>,
  olderThanSeconds: number,
): Promise<void> {
  await db
    .deleteFrom('auth_rate_limits')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}
