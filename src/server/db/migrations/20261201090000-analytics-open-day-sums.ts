import { sql, type Kysely } from 'kysely';

/**
 * Sums of the days not rolled up yet (today), kept up to date by the rollup job, so the
 * admin's report reads sums instead of the whole day's raw events (docs/analytics.md).
 *
 * - `analytics_events.xid`: the inserting transaction's id, indexed after the day. Every
 *   transaction with an id below the oldest one still running has ended, so the events
 *   below that bound are final; the job sums them and moves `analytics_open_mark` up to
 *   it, in one transaction. Ids are compared, not event ids: a transaction can commit its
 *   events after a later one's. Existing rows read as 0 (a constant default costs no
 *   rewrite), so the first run sums them.
 * - `analytics_open_*`: the sums of open days' events below the mark, same shape as the
 *   daily tables; deleted when the day is rolled up.
 * - `analytics_open_visitors`: each open day's distinct visitor hashes per counted key
 *   (`scope`), so sums of several runs count a visitor once per day and key.
 * Self-contained SQL: a migration must not change when live code does.
 */
const statements = [
  `ALTER TABLE analytics_events ADD COLUMN xid xid8 NOT NULL DEFAULT '0'`,
  `ALTER TABLE analytics_events ALTER COLUMN xid SET DEFAULT pg_current_xact_id()`,
  // Replaces (day, kind): every read of raw events picks its days, and the job and the
  // report then want a day's events from a transaction id on (one index seek per day).
  `CREATE INDEX analytics_events_day_xid ON analytics_events (day, xid)`,
  `DROP INDEX analytics_events_day_kind`,
  `CREATE TABLE analytics_open_mark (
    single boolean PRIMARY KEY DEFAULT true CHECK (single),
    summed_below xid8 NOT NULL
  )`,
  `INSERT INTO analytics_open_mark (summed_below) VALUES ('0')`,
  `CREATE TABLE analytics_open_kinds (
    day date NOT NULL,
    kind text NOT NULL,
    events integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, kind)
  )`,
  `CREATE TABLE analytics_open_pages (
    day date NOT NULL,
    path text NOT NULL,
    views integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, path)
  )`,
  `CREATE TABLE analytics_open_sources (
    day date NOT NULL,
    referrer_host text NOT NULL,
    utm_source text NOT NULL,
    utm_medium text NOT NULL,
    utm_campaign text NOT NULL,
    views integer NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, referrer_host, utm_source, utm_medium, utm_campaign)
  )`,
  `CREATE TABLE analytics_open_visitors (
    day date NOT NULL,
    scope text NOT NULL,
    visitor text NOT NULL,
    PRIMARY KEY (day, scope, visitor)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_open_visitors',
    'analytics_open_sources',
    'analytics_open_pages',
    'analytics_open_kinds',
    'analytics_open_mark',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`CREATE INDEX analytics_events_day_kind ON analytics_events (day, kind)`.execute(db);
  await sql`DROP INDEX analytics_events_day_xid`.execute(db);
  await sql`ALTER TABLE analytics_events DROP COLUMN xid`.execute(db);
}
