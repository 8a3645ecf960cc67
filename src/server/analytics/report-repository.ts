import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { openSums, sumsInRange } from './open-day-sums.ts';

/**
 * The admin's reads. Each adds, in one statement, the daily sums of rolled-up days, the
 * open days' sums and the raw events the job has not summed yet (open-day-sums.ts), so a
 * figure is never missing and never counted twice; 12 months of a busy site is a few
 * thousand sum rows, and the raw tail is the last minute or so of traffic.
 */

export interface DayRange {
  from: string;
  to: string;
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
  const { rows } = await sql<DailyKindRow>`
    SELECT day::text AS day, kind, sum(events)::integer AS events,
      sum(visitors)::integer AS visitors
    FROM (${sumsInRange(openSums(leadKinds).kinds, range.from, range.to)}) kinds
    GROUP BY day, kind
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
    SELECT path, sum(views)::integer AS views, sum(visitors)::integer AS visitors
    FROM (${sumsInRange(openSums([]).pages, range.from, range.to)}) pages
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

const sourceRows = (range: DayRange) => sumsInRange(openSums([]).sources, range.from, range.to);

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
