import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createSiteStateSource, versionCheckIntervalMs } from './public-site-state.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function storeVersion(version: number, venue: string): Promise<void> {
  await database.db
    .updateTable('site_settings')
    .set({
      version,
      settings: JSON.stringify({
        ...defaultSiteSettings,
        summit: { ...defaultSiteSettings.summit, venue },
      }),
    })
    .execute();
}

describe('createSiteStateSource', () => {
  it('reads the version at most once per interval, and follows a save after it', async () => {
    await storeVersion(10, 'West 48');
    let monotonic = 0;
    const now = new Date('2025-06-06T17:00:00Z');
    const current = createSiteStateSource(
      database.db,
      () => now,
      () => monotonic,
    );

    const first = await current();
    expect(first.version).toBe(10);
    expect(first.settings.summit.venue).toBe('West 48');
    expect(first.summit.isOver).toBe(true);
    expect(first.serverTime).toBe(now.toISOString());

    await storeVersion(11, 'The Foundry');
    monotonic += versionCheckIntervalMs - 1;
    expect((await current()).version).toBe(10);

    monotonic += 1;
    const after = await current();
    expect(after.version).toBe(11);
    expect(after.settings.summit.venue).toBe('The Foundry');
  });

  it('shows a save made through this process at once, once told to forget', async () => {
    await storeVersion(40, 'West 48');
    const current = createSiteStateSource(
      database.db,
      () => new Date('2025-06-06T17:00:00Z'),
      () => 0,
    );
    expect((await current()).version).toBe(40);
    await storeVersion(41, 'The Foundry');
    expect((await current()).version).toBe(40);
    current.forget();
    const after = await current();
    expect(after.version).toBe(41);
    expect(after.settings.summit.venue).toBe('The Foundry');
  });

  it('does not remember a read begun before it was told to forget', async () => {
    await storeVersion(50, 'West 48');
    const current = createSiteStateSource(
      database.db,
      () => new Date('2025-06-06T17:00:00Z'),
      () => 0,
    );
    // A read of version 50 that was under way when the save's process called forget.
    const begunBefore = current();
    current.forget();
    expect((await begunBefore).version).toBe(50);
    await storeVersion(51, 'The Foundry');
    expect((await current()).version).toBe(51);
  });

  it('judges the events by the clock on every call, between version reads too', async () => {
    await storeVersion(20, 'West 48');
    let now = new Date('2025-06-04T12:00:00Z');
    const current = createSiteStateSource(
      database.db,
      () => now,
      () => 0,
    );
    expect((await current()).summit.isOver).toBe(false);
    now = new Date('2025-06-07T12:00:00Z');
    expect((await current()).summit.isOver).toBe(true);
  });

  it('judges again whenever the clock crosses a deadline, forwards or back', async () => {
    await storeVersion(30, 'West 48');
    // The early-bird day, May 15 in Chicago, lasts to its 23:59:59 (04:59:59 UTC May 16).
    let now = new Date('2025-05-16T04:59:59.000Z');
    const current = createSiteStateSource(
      database.db,
      () => now,
      () => 0,
    );
    expect((await current()).summit.isEarlyBird).toBe(true);
    now = new Date('2025-05-16T04:59:59.001Z');
    expect((await current()).summit.isEarlyBird).toBe(false);
    now = new Date('2025-05-16T04:00:00.000Z');
    expect((await current()).summit.isEarlyBird).toBe(true);
    // The last webinar session (May 30, 12:00 Chicago) ends at 17:30 UTC.
    now = new Date('2025-05-30T17:29:59.999Z');
    expect((await current()).webinar.isOver).toBe(false);
    now = new Date('2025-05-30T17:30:00.000Z');
    const after = await current();
    expect(after.webinar.isOver).toBe(true);
    expect(after.serverTime).toBe(now.toISOString());
  });
});
