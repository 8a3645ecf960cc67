import { sql, type Kysely } from 'kysely';

/**
 * First-party analytics (docs/analytics.md). Raw events live 30 days; complete days are
 * rolled up into the daily_* tables, and `analytics_rollups` records each rolled day in
 * the same transaction, so a day is counted once or not at all. `analytics_salts` holds
 * one random salt per day, shared by every process and deleted once its day is over.
 * Self-contained SQL: a migration must not change when live code does.
 */
const tables = [
  `CREATE TABLE analytics_salts (
    day date PRIMARY KEY,
    salt text NOT NULL
  )`,
  `CREATE TABLE analytics_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    day date NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT now(),
    kind text NOT NULL,
    path text,
    visitor text,
    referrer_host text,
    utm_source text,
    utm_medium text,
    utm_campaign text
  )`,
  `CREATE INDEX analytics_events_day_kind ON analytics_events (day, kind)`,
  `CREATE TABLE analytics_rollups (
    day date PRIMARY KEY,
    rolled_up_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE analytics_daily_kinds (
    day date NOT NULL,
    kind text NOT NULL,
    events integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, kind)
  )`,
  `CREATE TABLE analytics_daily_pages (
    day date NOT NULL,
    path text NOT NULL,
    views integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, path)
  )`,
  `CREATE TABLE analytics_daily_sources (
    day date NOT NULL,
    referrer_host text NOT NULL,
    utm_source text NOT NULL,
    utm_medium text NOT NULL,
    utm_campaign text NOT NULL,
    views integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, referrer_host, utm_source, utm_medium, utm_campaign)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of tables) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_daily_sources',
    'analytics_daily_pages',
    'analytics_daily_kinds',
    'analytics_rollups',
    'analytics_events',
    'analytics_salts',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
