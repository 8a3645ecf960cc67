import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema/schema.ts';

/**
 * Sums of the days not rolled up yet (today, and yesterday in its first hour), kept by
 * the rollup job in `analytics_open_*` so that the report reads sums, not the day's raw
 * events. The job sums the events whose transaction id (`xid`) lies in
 * [mark, bound): `bound` is the oldest transaction still running, so every event below
 * it is final (committed or gone) and none can appear there later; the mark then moves
 * to `bound`, in the same transaction as the sums. A report adds the events at or above
 * the mark (the "tail", a minute of traffic) to the sums, in one statement, so it is
 * exact and live whatever the job has done.
 *
 * Distinct visitors of a day cannot be added up from partial counts, so each open day
 * keeps its visitor hashes per counted key in `analytics_open_visitors`: a run adds to
 * `visitors` only the hashes it inserted, and a report counts only the tail's hashes not
 * stored yet. The hashes go when the day is rolled up (the raw events hold the same ones
 * for their 30 days).
 */

/** One of the three sums: its table, key columns and counter, and how events feed it. */
export interface OpenSum {
  daily: 'analytics_daily_kinds' | 'analytics_daily_pages' | 'analytics_daily_sources';
  open: 'analytics_open_kinds' | 'analytics_open_pages' | 'analytics_open_sources';
  keys: readonly string[];
  counter: 'events' | 'views';
  /** `SELECT day, <keys>, scope, visitor` for the counted rows of `events`. */
  rows: (events: RawBuilder<unknown>) => RawBuilder<unknown>;
}

const sourceKeys = ['referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
const sourceColumns = sql.join(
  sourceKeys.map((column) => sql`coalesce(e.${sql.ref(column)}, '') AS ${sql.ref(column)}`),
);
/** JSON keeps the four parts apart, so no two sources share a scope. */
const sourceScope = sql`'source ' || json_build_array(${sql.join(
  sourceKeys.map((column) => sql`coalesce(e.${sql.ref(column)}, '')`),
)})::text`;

export function openSums(
  leadKinds: readonly string[],
): Record<'kinds' | 'pages' | 'sources', OpenSum> {
  const leads = sql.join(leadKinds.map((kind) => sql`${kind}`));
  return {
    kinds: {
      daily: 'analytics_daily_kinds',
      open: 'analytics_open_kinds',
      keys: ['kind'],
      counter: 'events',
      // Each event counts under its kind, and a lead event under `lead` as well.
      rows: (events) => sql`
        SELECT e.day, counted.kind, 'kind ' || counted.kind AS scope, e.visitor
        FROM (${events}) e
        CROSS JOIN LATERAL (VALUES (e.kind), (CASE WHEN e.kind IN (${leads}) THEN 'lead' END))
          AS counted (kind)
        WHERE counted.kind IS NOT NULL`,
    },
    pages: {
      daily: 'analytics_daily_pages',
      open: 'analytics_open_pages',
      keys: ['path'],
      counter: 'views',
      rows: (events) => sql`
        SELECT e.day, coalesce(e.path, '') AS path, 'page ' || coalesce(e.path, '') AS scope,
          e.visitor
        FROM (${events}) e WHERE e.kind = 'pageview'`,
    },
    sources: {
      daily: 'analytics_daily_sources',
      open: 'analytics_open_sources',
      keys: sourceKeys,
      counter: 'views',
      rows: (events) => sql`
        SELECT e.day, ${sourceColumns}, ${sourceScope} AS scope, e.visitor
        FROM (${events}) e
        WHERE e.kind = 'pageview' AND (e.referrer_host IS NOT NULL OR e.utm_source IS NOT NULL
          OR e.utm_medium IS NOT NULL OR e.utm_campaign IS NOT NULL)`,
    },
  };
}

const columns = (names: readonly string[], alias?: string) =>
  sql.join(names.map((name) => (alias ? sql.ref(`${alias}.${name}`) : sql.ref(name))));

/** The mark, read in the statement that uses it, so sums and tail share one snapshot. */
const currentMark = sql`(SELECT summed_below FROM analytics_open_mark)`;

const notRolledUp = (day: RawBuilder<unknown>) =>
  sql`NOT EXISTS (SELECT 1 FROM analytics_rollups r WHERE r.day = ${day})`;

/** The job's share: final events not summed yet, of open days from `firstDay` on. */
function unsummedFinalEvents(firstDay: string, from: string, below: string) {
  return sql`
    SELECT * FROM analytics_events ev
    WHERE ev.day >= ${firstDay}::date AND ev.xid >= ${from}::xid8 AND ev.xid < ${below}::xid8
      AND ${notRolledUp(sql`ev.day`)}`;
}

/**
 * The report's tail: events at or above the mark, of the range's days not rolled up. The
 * days are listed first, so the index on (day, xid) is entered once per open day.
 */
function tailEvents(from: string, to: string) {
  return sql`
    SELECT * FROM analytics_events ev
    WHERE ev.day = ANY (ARRAY(
        SELECT listed.day::date
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS listed (day)
        WHERE ${notRolledUp(sql`listed.day::date`)}))
      AND ev.xid >= ${currentMark}`;
}

/** Adds the events in [from, below) to one open sum, and their new visitors to its set. */
async function addToOpenSum(trx: Kysely<DB>, sum: OpenSum, events: RawBuilder<unknown>) {
  const keys = columns(sum.keys);
  const counter = sql.ref(sum.counter);
  const open = sql.table(sum.open);
  const updates = sql.join(
    [counter, sql.ref('visitors')].map(
      (column) => sql`${column} = ${open}.${column} + excluded.${column}`,
    ),
  );
  await sql`
    WITH batch AS (${sum.rows(events)}),
    fresh AS (
      INSERT INTO analytics_open_visitors (day, scope, visitor)
      SELECT DISTINCT day, scope, visitor FROM batch WHERE visitor IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING day, scope
    ),
    added AS (SELECT day, scope, count(*)::integer AS visitors FROM fresh GROUP BY day, scope)
    INSERT INTO ${open} (day, ${keys}, ${counter}, visitors)
    SELECT batch.day, ${columns(sum.keys, 'batch')}, count(*)::integer,
      (count(*) FILTER (WHERE batch.visitor IS NULL) + coalesce(max(added.visitors), 0))::integer
    FROM batch LEFT JOIN added ON added.day = batch.day AND added.scope = batch.scope
    GROUP BY batch.day, batch.scope, ${columns(sum.keys, 'batch')}
    ON CONFLICT (day, ${keys}) DO UPDATE SET ${updates}
  `.execute(trx);
}

/**
 * Sums the final events not summed yet into the open days' sums and moves the mark, in
 * the caller's transaction (the rollup's, after it has rolled up the complete days before
 * `firstOpenDay`, whose events are in the daily sums). The mark row is locked first: a second run
 * waits, then starts from the mark the first one left.
 */
export async function sumOpenDays(
  trx: Kysely<DB>,
  leadKinds: readonly string[],
  firstOpenDay: string,
) {
  const { summed_below: from } = await trx
    .selectFrom('analytics_open_mark')
    .select('summed_below')
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ below: string }>`
    SELECT greatest(${from}::xid8, pg_snapshot_xmin(pg_current_snapshot()))::text AS below
  `.execute(trx);
  const below = rows[0]!.below;
  if (below === from) return;
  for (const sum of Object.values(openSums(leadKinds))) {
    await addToOpenSum(trx, sum, unsummedFinalEvents(firstOpenDay, from, below));
  }
  await trx.updateTable('analytics_open_mark').set({ summed_below: below }).execute();
}

/** What is kept per open day: the sums and the day's visitor hashes. */
const openDayTables = [
  'analytics_open_kinds',
  'analytics_open_pages',
  'analytics_open_sources',
  'analytics_open_visitors',
] as const;

/** Drops an open day's sums and visitor hashes once its daily sums are written. */
export async function dropOpenDay(trx: Kysely<DB>, day: string) {
  for (const table of openDayTables) {
    await trx.deleteFrom(table).where('day', '=', day).execute();
  }
}

/**
 * Starts the open days' sums over, for a database whose transaction ids came from another
 * one (the move from PGlite): the copied events arrive with id 0 (table-copy.ts), and the
 * sums and mark made by the old ids are dropped, so the next run sums every open day's
 * events from the start. Reports stay exact meanwhile: they read the raw tail above 0.
 */
export async function forgetOpenDaySums(db: Kysely<DB>) {
  await db.transaction().execute(async (trx) => {
    for (const table of openDayTables) await trx.deleteFrom(table).execute();
    await trx.updateTable('analytics_open_mark').set({ summed_below: '0' }).execute();
  });
}

/**
 * The range's tail (events at or above the mark, of days not rolled up) summed by day and
 * key like an open sum: visitors are the tail's hashes not yet in the day's set.
 */
export function tailSums(sum: OpenSum, from: string, to: string) {
  const keys = columns(sum.keys);
  return sql`
    SELECT day, ${keys}, count(*)::integer AS ${sql.ref(sum.counter)},
      (count(DISTINCT visitor) FILTER (WHERE NOT stored)
        + count(*) FILTER (WHERE visitor IS NULL))::integer AS visitors
    FROM (
      -- A join, not EXISTS: the planner cannot know how small the tail is, and guessed a
      -- hashed subplan over the whole set, priced above the JIT threshold, which then
      -- spent 60 to 230 ms compiling a millisecond query. At most one match per row:
      -- the set's primary key is (day, scope, visitor).
      SELECT counted.*, v.visitor IS NOT NULL AS stored
      FROM (${sum.rows(tailEvents(from, to))}) counted
      LEFT JOIN analytics_open_visitors v
        ON v.day = counted.day AND v.scope = counted.scope AND v.visitor = counted.visitor
    ) tail
    GROUP BY day, ${keys}`;
}

/** Sums of every day in the range: daily, open, and the tail's (one statement's snapshot). */
export function sumsInRange(sum: OpenSum, from: string, to: string) {
  const keys = columns(sum.keys);
  const counter = sql.ref(sum.counter);
  const stored = (table: string) => sql`
    SELECT day, ${keys}, ${counter}, visitors FROM ${sql.table(table)}
    WHERE day BETWEEN ${from}::date AND ${to}::date`;
  return sql`
    ${stored(sum.daily)}
    UNION ALL ${stored(sum.open)}
    UNION ALL ${tailSums(sum, from, to)}`;
}
