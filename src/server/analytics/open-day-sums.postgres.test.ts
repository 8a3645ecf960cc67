import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadEventNames } from '../../shared/analytics-events.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { insertAnalyticsEvent } from './events-repository.ts';
import { dailyKinds } from './report-repository.ts';
import { rollUpAnalytics } from './rollup-service.ts';

/**
 * What only concurrent connections can show: a transaction that began first may commit
 * its events after a later one's. Summing "events after the last one summed" would skip
 * them for good; the job sums only transactions older than every running one.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const today = '2026-11-22';
const now = new Date('2026-11-22T03:00:00Z');

const pageViews = async () => {
  const rows = await dailyKinds(database.db, { from: today, to: today }, leadEventNames);
  return rows.filter((row) => row.kind === 'pageview');
};

it('counts an event whose transaction commits after a later one was summed', async () => {
  const { db } = database;
  const view = (visitor: string) => ({ day: today, kind: 'pageview', visitor, path: '/' });
  let insertedEarly!: () => void;
  const early = new Promise<void>((resolve) => (insertedEarly = resolve));
  let commitEarly!: () => void;
  const held = new Promise<void>((resolve) => (commitEarly = resolve));
  const slowTransaction = db.transaction().execute(async (trx) => {
    await insertAnalyticsEvent(trx, view('early'));
    insertedEarly();
    await held;
  });
  await early;
  await insertAnalyticsEvent(db, view('late'));
  await rollUpAnalytics(db, now);
  // The early transaction still runs, so neither event is final: nothing is summed, and
  // the report reads the committed one raw.
  expect(await db.selectFrom('analytics_open_kinds').selectAll().execute()).toEqual([]);
  expect(await pageViews()).toEqual([{ day: today, kind: 'pageview', events: 1, visitors: 1 }]);
  commitEarly();
  await slowTransaction;
  expect(await pageViews()).toEqual([{ day: today, kind: 'pageview', events: 2, visitors: 2 }]);
  await rollUpAnalytics(db, now);
  expect(await pageViews()).toEqual([{ day: today, kind: 'pageview', events: 2, visitors: 2 }]);
});
