import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadEventNames } from '../../shared/analytics-events.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { insertAnalyticsEvent, rollUpDay, type NewAnalyticsEvent } from './events-repository.ts';
import { rollUpAnalytics } from './rollup-service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  const { db } = database;
  for (const table of [
    'analytics_events',
    'analytics_rollups',
    'analytics_daily_kinds',
    'analytics_daily_pages',
    'analytics_daily_sources',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
});
afterAll(async () => {
  await database.close();
});

const event = (
  day: string,
  kind: string,
  visitor: string | null,
  more: Partial<NewAnalyticsEvent> = {},
) => insertAnalyticsEvent(database.db, { day, kind, visitor, path: '/', ...more });

/** Two days of traffic whose sums are easy to check by hand. */
async function seedTwoDays() {
  // 2026-11-20: visitors a, b, c; a views two pages; b signs up twice (newsletter, webinar).
  await event('2026-11-20', 'pageview', 'a', { path: '/' });
  await event('2026-11-20', 'pageview', 'a', { path: '/products', referrer_host: 'google.com' });
  await event('2026-11-20', 'pageview', 'b', {
    path: '/',
    utm_source: 'news',
    utm_campaign: 'fall',
  });
  await event('2026-11-20', 'pageview', 'c', { path: '/' });
  await event('2026-11-20', 'newsletter_signup', 'b');
  await event('2026-11-20', 'webinar_signup', 'b');
  await event('2026-11-20', 'purchase_completed', null);
  await event('2026-11-20', 'purchase_completed', null);
  // 2026-11-21: one visitor, one view.
  await event('2026-11-21', 'pageview', 'd', { path: '/products' });
  // Today, 2026-11-22: not complete, not rolled up.
  await event('2026-11-22', 'pageview', 'e', { path: '/' });
}

const kinds = () =>
  database.db
    .selectFrom('analytics_daily_kinds')
    .select([sql<string>`day::text`.as('day'), 'kind', 'events', 'visitors'])
    .orderBy('day')
    .orderBy('kind')
    .execute();

const expectedKinds = [
  { day: '2026-11-20', kind: 'lead', events: 2, visitors: 1 },
  { day: '2026-11-20', kind: 'newsletter_signup', events: 1, visitors: 1 },
  { day: '2026-11-20', kind: 'pageview', events: 4, visitors: 3 },
  { day: '2026-11-20', kind: 'purchase_completed', events: 2, visitors: 2 },
  { day: '2026-11-20', kind: 'webinar_signup', events: 1, visitors: 1 },
  { day: '2026-11-21', kind: 'pageview', events: 1, visitors: 1 },
];

const now = new Date('2026-11-22T03:00:00Z');

describe('the daily rollup', () => {
  it('sums each complete day: events, distinct visitors, pages and sources', async () => {
    await seedTwoDays();
    expect(await rollUpAnalytics(database.db, now)).toEqual({
      ran: true,
      days: ['2026-11-20', '2026-11-21'],
    });
    expect(await kinds()).toEqual(expectedKinds);
    const pages = await database.db
      .selectFrom('analytics_daily_pages')
      .select([sql<string>`day::text`.as('day'), 'path', 'views', 'visitors'])
      .orderBy('day')
      .orderBy('path')
      .execute();
    expect(pages).toEqual([
      { day: '2026-11-20', path: '/', views: 3, visitors: 3 },
      { day: '2026-11-20', path: '/products', views: 1, visitors: 1 },
      { day: '2026-11-21', path: '/products', views: 1, visitors: 1 },
    ]);
    const sources = await database.db
      .selectFrom('analytics_daily_sources')
      .select(['referrer_host', 'utm_source', 'utm_campaign', 'views'])
      .orderBy('referrer_host')
      .execute();
    expect(sources).toEqual([
      { referrer_host: '', utm_source: 'news', utm_campaign: 'fall', views: 1 },
      { referrer_host: 'google.com', utm_source: '', utm_campaign: '', views: 1 },
    ]);
  });

  it('is idempotent: running again, or twice at once, adds nothing', async () => {
    await seedTwoDays();
    await rollUpAnalytics(database.db, now);
    expect(await rollUpAnalytics(database.db, now)).toEqual({ ran: true, days: [] });
    await Promise.all([rollUpAnalytics(database.db, now), rollUpAnalytics(database.db, now)]);
    expect(await kinds()).toEqual(expectedKinds);
  });

  it('loses and double-counts nothing when it crashes mid-day', async () => {
    await seedTwoDays();
    const crash = new Error('process killed');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await rollUpDay(trx, '2026-11-20', leadEventNames);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(await kinds()).toEqual([]);
    expect(await database.db.selectFrom('analytics_rollups').selectAll().execute()).toEqual([]);
    await rollUpAnalytics(database.db, now);
    expect(await kinds()).toEqual(expectedKinds);
  });

  it('waits an hour after midnight before summing the day that just ended', async () => {
    await event('2026-11-21', 'pageview', 'd');
    const result = await rollUpAnalytics(database.db, new Date('2026-11-22T00:30:00Z'));
    expect(result.days).toEqual([]);
  });

  it('keeps raw events 30 days, their sums for good', async () => {
    await event('2026-10-01', 'pageview', 'old');
    await event('2026-11-20', 'pageview', 'recent');
    await rollUpAnalytics(database.db, now);
    const raw = await database.db
      .selectFrom('analytics_events')
      .select(sql<string>`day::text`.as('day'))
      .execute();
    expect(raw).toEqual([{ day: '2026-11-20' }]);
    expect((await kinds()).map((row) => row.day)).toEqual(['2026-10-01', '2026-11-20']);
  });
});
