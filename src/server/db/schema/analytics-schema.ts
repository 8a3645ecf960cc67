import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of first-party analytics (migrations 20261128090000-create-analytics and
 * 20261201090000-analytics-open-day-sums).
 */

/** A `date` column: read it as `day::text` (YYYY-MM-DD); written as that string. */
type Day = ColumnType<string, string, string>;

export interface AnalyticsSaltsTable {
  day: Day;
  salt: string;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  day: Day;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  kind: string;
  /** The public page, for page views and events sent from a page. */
  path: string | null;
  /** hash(day's salt, address, user agent); null when no visitor sent it (a webhook). */
  visitor: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The inserting transaction's id (xid8, as text): set by the database, never written. */
  xid: ColumnType<string, never, never>;
}

/** Events with `xid` below `summed_below` are in the `analytics_open_*` sums. */
export interface AnalyticsOpenMarkTable {
  single: ColumnType<boolean, never, never>;
  summed_below: string;
}

/** An open day's distinct visitors per counted key (`scope`, see open-day-sums.ts). */
export interface AnalyticsOpenVisitorsTable {
  day: Day;
  scope: string;
  visitor: string;
}

export interface AnalyticsRollupsTable {
  day: Day;
  rolled_up_at: ColumnType<Date, never, never>;
}

export interface AnalyticsDailyKindsTable {
  day: Day;
  kind: string;
  events: number;
  visitors: number;
}

export interface AnalyticsDailyPagesTable {
  day: Day;
  path: string;
  views: number;
  visitors: number;
}

export interface AnalyticsDailySourcesTable {
  day: Day;
  /** '' for none, so the key has no nulls. */
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
  visitors: number;
}

export interface AnalyticsTables {
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_daily_kinds: AnalyticsDailyKindsTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  analytics_daily_sources: AnalyticsDailySourcesTable;
  analytics_open_mark: AnalyticsOpenMarkTable;
  /** Sums of the open days (not rolled up yet), same shape as the daily ones. */
  analytics_open_kinds: AnalyticsDailyKindsTable;
  analytics_open_pages: AnalyticsDailyPagesTable;
  analytics_open_sources: AnalyticsDailySourcesTable;
  analytics_open_visitors: AnalyticsOpenVisitorsTable;
}
