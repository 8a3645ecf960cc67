import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { recordBeacon } from './collection-service.ts';
import { rollUpAnalytics } from './rollup-service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await database.db.deleteFrom('analytics_events').execute();
  await database.db.deleteFrom('analytics_salts').execute();
});
afterAll(async () => {
  await database.close();
});

const address = '203.0.113.57';
const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1';
const sender = { address, headers: { 'user-agent': userAgent } };
const view = { name: 'pageview' as const, url: '/' };

async function visitorsOf(day: string) {
  const rows = await database.db
    .selectFrom('analytics_events')
    .select('visitor')
    .where('day', '=', day)
    .execute();
  return rows.map((row) => row.visitor);
}

describe('the visitor hash', () => {
  it('is the same all day for one visitor and differs between visitors', async () => {
    await recordBeacon(database.db, view, sender, new Date('2026-11-20T08:00:00Z'));
    await recordBeacon(database.db, view, sender, new Date('2026-11-20T21:00:00Z'));
    await recordBeacon(
      database.db,
      view,
      { address: '203.0.113.58', headers: sender.headers },
      new Date('2026-11-20T21:00:00Z'),
    );
    const [morning, evening, neighbour] = await visitorsOf('2026-11-20');
    expect(morning).toBe(evening);
    expect(neighbour).not.toBe(morning);
  });

  it('rotates daily: the same visitor the next day cannot be linked to the day before', async () => {
    await recordBeacon(database.db, view, sender, new Date('2026-11-20T23:59:00Z'));
    await recordBeacon(database.db, view, sender, new Date('2026-11-21T00:01:00Z'));
    const [before] = await visitorsOf('2026-11-20');
    const [after] = await visitorsOf('2026-11-21');
    expect(before).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('keeps only the current day’s salt, so a past day’s hashes cannot be recomputed', async () => {
    await recordBeacon(database.db, view, sender, new Date('2026-11-20T10:00:00Z'));
    await recordBeacon(database.db, view, sender, new Date('2026-11-21T10:00:00Z'));
    const salts = await database.db
      .selectFrom('analytics_salts')
      .select((eb) => eb.cast<string>('day', 'text').as('day'))
      .execute();
    expect(salts).toEqual([{ day: '2026-11-21' }]);
    // The rollup job drops it too once its day is over.
    await rollUpAnalytics(database.db, new Date('2026-11-22T02:00:00Z'));
    expect(await database.db.selectFrom('analytics_salts').selectAll().execute()).toEqual([]);
  });

  it('stores neither the address nor the user agent anywhere in the event', async () => {
    await recordBeacon(
      database.db,
      { ...view, url: '/?utm_source=x', referrer: 'https://example.org/' },
      sender,
      new Date('2026-11-20T10:00:00Z'),
    );
    const rows = await database.db.selectFrom('analytics_events').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain('Macintosh');
  });
});
