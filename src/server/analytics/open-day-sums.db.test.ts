import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadEventNames } from '../../shared/analytics-events.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { insertAnalyticsEvent, type NewAnalyticsEvent } from './events-repository.ts';
import { sumOpenDays } from './open-day-sums.ts';
import { dailyKinds, topCampaigns, topPages, topSources } from './report-repository.ts';
import { rollUpAnalytics } from './rollup-service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  for (const table of [
    'analytics_events',
    'analytics_rollups',
    'analytics_daily_kinds',
    'analytics_daily_pages',
    'analytics_daily_sources',
    'analytics_open_kinds',
    'analytics_open_pages',
    'analytics_open_sources',
    'analytics_open_visitors',
  ] as const) {
    await database.db.deleteFrom(table).execute();
  }
});
afterAll(async () => {
  await database.close();
});

const today = '2026-11-22';
const now = new Date('2026-11-22T03:00:00Z');
const tomorrow = new Date('2026-11-23T03:00:00Z');

const event = (kind: string, visitor: string | null, more: Partial<NewAnalyticsEvent> = {}) =>
  insertAnalyticsEvent(database.db, { day: today, kind, visitor, path: null, ...more });
const google = { referrer_host: 'google.com' };
const fall = { utm_source: 'news', utm_campaign: 'fall' };

/** Summed by the first run: a views two pages, b one from a campaign and signs up. */
async function firstWave() {
  await event('pageview', 'a', { path: '/', ...google });
  await event('pageview', 'a', { path: '/products' });
  await event('pageview', 'b', { path: '/', ...fall });
  await event('newsletter_signup', 'b');
  await event('purchase_completed', null);
}

/** After it: a and b come back (already counted today), c is new; b and c send the form. */
async function secondWave() {
  await event('pageview', 'a', { path: '/', ...google });
  await event('pageview', 'c', { path: '/products' });
  await event('lead_form_sent', 'b');
  await event('lead_form_sent', 'c');
  await event('purchase_completed', null);
  await event('pageview', 'b', { path: '/', ...fall });
}

// Both waves, by hand: views a, a, b, a, c, b (visitors a, b, c); leads are b's sign-up
// and b's and c's forms (visitors b, c); webhooks' purchases have no visitor, each counts.
const kindsOfBoth = [
  { day: today, kind: 'lead', events: 3, visitors: 2 },
  { day: today, kind: 'lead_form_sent', events: 2, visitors: 2 },
  { day: today, kind: 'newsletter_signup', events: 1, visitors: 1 },
  { day: today, kind: 'pageview', events: 6, visitors: 3 },
  { day: today, kind: 'purchase_completed', events: 2, visitors: 2 },
];
const pagesOfBoth = [
  { path: '/', views: 4, visitors: 2 },
  { path: '/products', views: 2, visitors: 2 },
];
const sourcesOfBoth = [
  { source: 'google.com', views: 2, visitors: 1 },
  { source: 'news', views: 2, visitors: 1 },
];

/**
 * Runs the job until every event stored so far is summed. On a shared PostgreSQL another
 * connection's running transaction (another test's) can hold the bound back for a moment:
 * the events stay in the report's raw tail meanwhile, and the next run sums them.
 */
async function rollUpEverything(at = now) {
  const { db } = database;
  const newest = await db
    .selectFrom('analytics_events')
    .select(sql<string | null>`max(xid)::text`.as('xid'))
    .executeTakeFirstOrThrow();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await rollUpAnalytics(db, at);
    const { done } = await sql<{ done: boolean }>`
      SELECT summed_below > ${newest.xid ?? '0'}::xid8 AS done FROM analytics_open_mark
    `
      .execute(db)
      .then((result) => result.rows[0]!);
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the events were never final');
}

const range = { from: '2026-11-20', to: today };

async function report() {
  const kinds = await dailyKinds(database.db, range, leadEventNames);
  return {
    kinds: kinds.sort((first, second) => first.kind.localeCompare(second.kind)),
    pages: await topPages(database.db, range, 10),
    sources: await topSources(database.db, range, 10),
    campaigns: await topCampaigns(database.db, range, 10),
  };
}
const reportOfBoth = {
  kinds: kindsOfBoth,
  pages: pagesOfBoth,
  sources: sourcesOfBoth,
  campaigns: [{ utm_source: 'news', utm_medium: '', utm_campaign: 'fall', views: 2 }],
};

const openKinds = () =>
  database.db
    .selectFrom('analytics_open_kinds')
    .select([sql<string>`day::text`.as('day'), 'kind', 'events', 'visitors'])
    .orderBy('kind')
    .execute();
const openTables = async () => ({
  kinds: await openKinds(),
  pages: await database.db.selectFrom('analytics_open_pages').selectAll().orderBy('path').execute(),
  sources: await database.db
    .selectFrom('analytics_open_sources')
    .selectAll()
    .orderBy('referrer_host')
    .execute(),
  visitors: await database.db
    .selectFrom('analytics_open_visitors')
    .selectAll()
    .orderBy('scope')
    .orderBy('visitor')
    .execute(),
});

describe("today's sums, kept by the rollup job", () => {
  it('adds the events since the last run to its sums, counting each visitor once a day', async () => {
    await firstWave();
    await rollUpEverything();
    // The first run summed the first wave only.
    expect(await openKinds()).toEqual([
      { day: today, kind: 'lead', events: 1, visitors: 1 },
      { day: today, kind: 'newsletter_signup', events: 1, visitors: 1 },
      { day: today, kind: 'pageview', events: 3, visitors: 2 },
      { day: today, kind: 'purchase_completed', events: 1, visitors: 1 },
    ]);
    await secondWave();
    // Live: sums of the first wave plus the second wave's raw events, visitors exact.
    expect(await report()).toEqual(reportOfBoth);
    await rollUpEverything();
    expect(await openKinds()).toEqual(kindsOfBoth);
    expect(await report()).toEqual(reportOfBoth);
  });

  it('is idempotent: running again, or twice at once, adds nothing', async () => {
    await firstWave();
    await rollUpEverything();
    await secondWave();
    await rollUpEverything();
    const summed = await openTables();
    await rollUpEverything();
    await Promise.all([rollUpAnalytics(database.db, now), rollUpAnalytics(database.db, now)]);
    expect(await openTables()).toEqual(summed);
    expect(await report()).toEqual(reportOfBoth);
  });

  it('loses and double-counts nothing when it crashes mid-run', async () => {
    await firstWave();
    await rollUpEverything();
    const afterFirst = await openTables();
    const mark = () => database.db.selectFrom('analytics_open_mark').selectAll().execute();
    const markAfterFirst = await mark();
    await secondWave();
    const crash = new Error('process killed');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sumOpenDays(trx, leadEventNames, today);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(await openTables()).toEqual(afterFirst);
    expect(await mark()).toEqual(markAfterFirst);
    expect(await report()).toEqual(reportOfBoth);
    await rollUpEverything();
    expect(await openKinds()).toEqual(kindsOfBoth);
    expect(await report()).toEqual(reportOfBoth);
  });

  it('hands the day to the daily sums once it is complete, and keeps no hashes of it', async () => {
    await firstWave();
    await rollUpEverything();
    await secondWave();
    expect(await rollUpAnalytics(database.db, tomorrow)).toEqual({ ran: true, days: [today] });
    expect(await openTables()).toEqual({ kinds: [], pages: [], sources: [], visitors: [] });
    const daily = await database.db
      .selectFrom('analytics_daily_kinds')
      .select([sql<string>`day::text`.as('day'), 'kind', 'events', 'visitors'])
      .orderBy('kind')
      .execute();
    expect(daily).toEqual(kindsOfBoth);
    expect(await report()).toEqual(reportOfBoth);
  });
});
