import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * The admin's reads. Each combines the daily sums of rolled-up days with the raw events
 * of days not rolled up yet (today, and yesterday's first hour), so a figure is never
 * missing and never counted twice; 12 months of a busy site is a few thousand sum rows.
 */

const visitors = sql`(count(DISTINCT visitor) + count(*) FILTER (WHERE visitor IS NULL))::integer`;

export interface DayRange {
  from: string;
  to: string;
  /**
   * The range's days that are not rolled up yet (today, and yesterday in its first hour),
   * from `unrolledDays`: only these days' raw events are read, through the index.
   */
  unrolled: readonly string[];
}

export async function unrolledDays(
  db: Kysely<DB>,
  { from, to }: Omit<DayRange, 'unrolled'>,
): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    SELECT listed.day::date::text AS day
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS listed(day)
    WHERE NOT EXISTS (SELECT 1 FROM analytics_rollups r WHERE r.day = listed.day::date)
  `.execute(db);
  return rows.map((row) => row.day);
}

function rawEventsOf({ unrolled }: DayRange, where: RawBuilder<unknown> = sql`true`) {
  return sql`
    SELECT * FROM analytics_events e
    WHERE e.day = ANY(${[...unrolled]}::date[]) AND ${where}`;
}

export interface DailyKindRow {
  day: string;
  kind: string;
  events: number;
  visitors: number;
}

/** Events and visitors per day and kind, with `lead` for any of `leadKinds`. */
export async function dailyKinds(
  db: Kysely<DB>,
  range: DayRange,
  leadKinds: readonly string[],
): Promise<DailyKindRow[]> {
  const leads = sql.join(leadKinds.map((kind) => sql`${kind}`));
  const { rows } = await sql<DailyKindRow>`
    SELECT day::text AS day, kind, events, visitors FROM analytics_daily_kinds
    WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
    UNION ALL
    SELECT day::text, kind, count(*)::integer, ${visitors}
    FROM (${rawEventsOf(range)}) raw GROUP BY day, kind
    UNION ALL
    SELECT day::text, 'lead', count(*)::integer, ${visitors}
    FROM (${rawEventsOf(range, sql`e.kind IN (${leads})`)}) raw GROUP BY day
  `.execute(db);
  return rows;
}

export interface PageRow {
  path: string;
  views: number;
  visitors: number;
}

export async function topPages(db: Kysely<DB>, range: DayRange, limit: number) {
  const { rows } = await sql<PageRow>`
    SELECT path, sum(views)::integer AS views, sum(visitors)::integer AS visitors FROM (
      SELECT path, views, visitors FROM analytics_daily_pages
      WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
      UNION ALL
      SELECT coalesce(path, ''), count(*)::integer, ${visitors}
      FROM (${rawEventsOf(range, sql`e.kind = 'pageview'`)}) raw GROUP BY day, path
    ) pages
    GROUP BY path ORDER BY views DESC, path LIMIT ${limit}
  `.execute(db);
  return rows;
}

interface SourceRow {
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
  visitors: number;
}

const sourceKey = sql`coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, '')`;

function sourceRows(range: DayRange) {
  return sql`
    SELECT referrer_host, utm_source, utm_medium, utm_campaign, views, visitors
    FROM analytics_daily_sources WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
    UNION ALL
    SELECT ${sourceKey}, count(*)::integer, ${visitors}
    FROM (${rawEventsOf(range, sql`e.kind = 'pageview' AND (referrer_host IS NOT NULL OR utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)`)}) raw
    GROUP BY day, ${sourceKey}`;
}

/** Where visits came from: the referring site, or the UTM source when there is none. */
export async function topSources(db: Kysely<DB>, range: DayRange, limit: number) {
  const { rows } = await sql<{ source: string; views: number; visitors: number }>`
    SELECT source, sum(views)::integer AS views, sum(visitors)::integer AS visitors FROM (
      SELECT CASE WHEN referrer_host <> '' THEN referrer_host ELSE utm_source END AS source,
        views, visitors
      FROM (${sourceRows(range)}) sources
    ) named
    GROUP BY source ORDER BY views DESC, source LIMIT ${limit}
  `.execute(db);
  return rows;
}

export async function topCampaigns(db: Kysely<DB>, range: DayRange, limit: number) {
  const { rows } = await sql<Omit<SourceRow, 'referrer_host' | 'visitors'>>`
    SELECT utm_source, utm_medium, utm_campaign, sum(views)::integer AS views
    FROM (${sourceRows(range)}) sources
    WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
    GROUP BY utm_source, utm_medium, utm_campaign
    ORDER BY views DESC, utm_source, utm_medium, utm_campaign LIMIT ${limit}
  `.execute(db);
  return rows;
}
