import { sql, type Insertable, type Kysely } from 'kysely';
import type { AnalyticsEventsTable } from '../db/schema/analytics-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type NewAnalyticsEvent = Insertable<AnalyticsEventsTable>;

export async function insertAnalyticsEvent(db: Kysely<DB>, event: NewAnalyticsEvent) {
  await db.insertInto('analytics_events').values(event).execute();
}

/**
 * The day's salt, created by whichever process asks first: every process hashes with the
 * same one, and older salts are dropped on the way, so yesterday's hashes cannot be
 * recomputed from today's data.
 */
export async function saltForDay(db: Kysely<DB>, day: string, fresh: string): Promise<string> {
  const inserted = await db
    .insertInto('analytics_salts')
    .values({ day, salt: fresh })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('salt')
    .executeTakeFirst();
  if (inserted) {
    await deleteSaltsBefore(db, day);
    return inserted.salt;
  }
  const stored = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return stored.salt;
}

export async function deleteSaltsBefore(db: Kysely<DB>, day: string): Promise<void> {
  await db.deleteFrom('analytics_salts').where('day', '<', day).execute();
}

/**
 * Days with raw events, before `beforeDay`, not rolled up yet (oldest first). The job runs
 * every minute, so the days are found by one index probe per day kept (a loose index
 * scan), not by reading the 30 days of raw events.
 */
export async function daysAwaitingRollup(db: Kysely<DB>, beforeDay: string): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    WITH RECURSIVE listed (day) AS (
      SELECT min(day) FROM analytics_events WHERE day < ${beforeDay}::date
      UNION ALL
      SELECT (SELECT min(e.day) FROM analytics_events e
              WHERE e.day > listed.day AND e.day < ${beforeDay}::date)
      FROM listed WHERE listed.day IS NOT NULL
    )
    SELECT listed.day::text AS day FROM listed
    WHERE listed.day IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM analytics_rollups r WHERE r.day = listed.day)
    ORDER BY listed.day
  `.execute(db);
  return rows.map((row) => row.day);
}

/** Distinct visitors, where an event without one (a webhook's) counts as its own. */
const visitors = sql<number>`(count(DISTINCT visitor) + count(*) FILTER (WHERE visitor IS NULL))::integer`;

/**
 * Rolls one day up, inside the caller's transaction. The day is claimed first: a second
 * process reaching the same day waits on the claim's key and then finds it taken, so a
 * day is added once; and because claim and sums commit together, a crash adds nothing.
 */
export async function rollUpDay(
  trx: Kysely<DB>,
  day: string,
  leadKinds: readonly string[],
): Promise<boolean> {
  const claimed = await trx
    .insertInto('analytics_rollups')
    .values({ day })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  if (!claimed) return false;
  const ofDay = trx.selectFrom('analytics_events').where('day', '=', day);
  await trx
    .insertInto('analytics_daily_kinds')
    .columns(['day', 'kind', 'events', 'visitors'])
    .expression(
      ofDay
        .select([
          sql<string>`${day}::date`.as('day'),
          'kind',
          sql<number>`count(*)::integer`.as('events'),
          visitors.as('visitors'),
        ])
        .groupBy('kind')
        .unionAll(
          ofDay
            .select([
              sql<string>`${day}::date`.as('day'),
              sql<string>`'lead'`.as('kind'),
              sql<number>`count(*)::integer`.as('events'),
              visitors.as('visitors'),
            ])
            .where('kind', 'in', leadKinds)
            .having(sql`count(*)`, '>', 0),
        ),
    )
    .execute();
  const views = ofDay.where('kind', '=', 'pageview');
  await trx
    .insertInto('analytics_daily_pages')
    .columns(['day', 'path', 'views', 'visitors'])
    .expression(
      views
        .select([
          sql<string>`${day}::date`.as('day'),
          sql<string>`coalesce(path, '')`.as('path'),
          sql<number>`count(*)::integer`.as('views'),
          visitors.as('visitors'),
        ])
        .groupBy(sql`coalesce(path, '')`),
    )
    .execute();
  const sourceColumns = [
    sql<string>`coalesce(referrer_host, '')`,
    sql<string>`coalesce(utm_source, '')`,
    sql<string>`coalesce(utm_medium, '')`,
    sql<string>`coalesce(utm_campaign, '')`,
  ] as const;
  await trx
    .insertInto('analytics_daily_sources')
    .columns([
      'day',
      'referrer_host',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'views',
      'visitors',
    ])
    .expression(
      views
        .where(({ or, eb }) =>
          or([
            eb('referrer_host', 'is not', null),
            eb('utm_source', 'is not', null),
            eb('utm_medium', 'is not', null),
            eb('utm_campaign', 'is not', null),
          ]),
        )
        .select([
          sql<string>`${day}::date`.as('day'),
          sourceColumns[0].as('referrer_host'),
          sourceColumns[1].as('utm_source'),
          sourceColumns[2].as('utm_medium'),
          sourceColumns[3].as('utm_campaign'),
          sql<number>`count(*)::integer`.as('views'),
          visitors.as('visitors'),
        ])
        .groupBy([...sourceColumns]),
    )
    .execute();
  return true;
}

/** Raw events of rolled-up days before `beforeDay`: their sums are kept, the rows go. */
export async function deleteRolledUpEventsBefore(db: Kysely<DB>, beforeDay: string) {
  await db
    .deleteFrom('analytics_events')
    .where('day', '<', beforeDay)
    .where('day', 'in', (eb) => eb.selectFrom('analytics_rollups').select('day'))
    .execute();
}

/**
 * Takes the rollup's transaction-scoped advisory lock if no other process holds it: one
 * process rolls up at a time, the others skip their turn instead of queueing. Advisory
 * locks are per database, so the key names the schema: an app (or a test) in another
 * schema of the same database has its own tables and must not take this one's turn.
 */
export async function tryRollupLock(trx: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(hashtext('analytics_rollup ' || current_schema())) AS locked`.execute(
    trx,
  );
  return rows[0]?.locked === true;
}
