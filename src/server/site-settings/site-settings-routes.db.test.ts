import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import type {
  SiteSettings,
  SiteSettingsHistoryEntry,
  VersionedSiteSettings,
} from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let admin: TestAccount;
let secondAdmin: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAccount(testApp.app, 'settings-admin@example.com');
  secondAdmin = await signUpAccount(testApp.app, 'settings-admin-2@example.com');
  member = await signUpAccount(testApp.app, 'settings-member@example.com');
  await makeAdmin(testApp.database, admin);
  await makeAdmin(testApp.database, secondAdmin);
});
beforeEach(async () => {
  const { db } = testApp.database;
  await db.deleteFrom('site_settings_history').execute();
  await db
    .updateTable('site_settings')
    .set({ version: 0, settings: '{}', updated_at: null, updated_by: null })
    .execute();
});
afterAll(async () => {
  await testApp.close();
});

const url = '/api/admin/site-settings';
const read = (account?: TestAccount) =>
  testApp.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });
const save = (account: TestAccount | undefined, payload: object) =>
  testApp.app.inject({ method: 'PUT', url, headers: account?.headers ?? {}, payload });
const edited = (edit: (settings: SiteSettings) => void): SiteSettings => {
  const settings = structuredClone(defaultSiteSettings);
  edit(settings);
  return settings;
};

describe('site settings API', () => {
  it('is for admins only: anonymous 401, user 403, admin 200', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read(member)).statusCode).toBe(403);
    expect((await save(member, { version: 0, settings: defaultSiteSettings })).statusCode).toBe(
      403,
    );
    expect((await save(undefined, { version: 0, settings: defaultSiteSettings })).statusCode).toBe(
      401,
    );
    const history = await testApp.app.inject({
      method: 'GET',
      url: `${url}/history`,
      headers: member.headers,
    });
    expect(history.statusCode).toBe(403);
    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 0, updatedAt: null, settings: defaultSiteSettings });
  });

  it('saves a valid document, bumps the version and records who changed what', async () => {
    const settings = edited((s) => {
      s.summit.date = '2027-06-04';
      s.summit.capacity = 40;
      s.banner.visible = false;
    });
    const response = await save(admin, { version: 0, settings });
    expect(response.statusCode).toBe(200);
    expect(response.json<VersionedSiteSettings>()).toMatchObject({ version: 1, settings });
    expect((await read(secondAdmin)).json<VersionedSiteSettings>().settings).toEqual(settings);

    const history = await testApp.app.inject({
      method: 'GET',
      url: `${url}/history`,
      headers: admin.headers,
    });
    const entries = history.json<{ entries: SiteSettingsHistoryEntry[] }>().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      version: 1,
      changedBy: 'settings-admin@example.com',
      changes: [
        { field: 'summit.date', from: '2025-06-05', to: '2027-06-04' },
        { field: 'summit.capacity', from: 30, to: 40 },
        { field: 'banner.visible', from: true, to: false },
      ],
    });
    expect(Date.parse(entries[0]!.changedAt)).not.toBeNaN();
  });

  it('refuses a save over a stale version with 409 and saves nothing', async () => {
    const first = edited((s) => void (s.summit.venue = 'The Foundry'));
    expect((await save(admin, { version: 0, settings: first })).statusCode).toBe(200);

    const stale = edited((s) => void (s.summit.city = 'Omaha, NE'));
    const response = await save(secondAdmin, { version: 0, settings: stale });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'settings_conflict',
      message: messages.siteSettings.conflict,
    });
    const current = (await read(admin)).json<VersionedSiteSettings>();
    expect(current.version).toBe(1);
    expect(current.settings.summit).toMatchObject({ venue: 'The Foundry', city: 'Des Moines, IA' });
    const history = await testApp.database.db
      .selectFrom('site_settings_history')
      .selectAll()
      .execute();
    expect(history).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const results = await Promise.all([
      save(admin, { version: 0, settings: edited((s) => void (s.summit.venue = 'A')) }),
      save(secondAdmin, { version: 0, settings: edited((s) => void (s.summit.venue = 'B')) }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await read(admin)).json<VersionedSiteSettings>().version).toBe(1);
  });

  it('answers bad input with field errors and saves nothing of it', async () => {
    const settings = edited((s) => {
      s.summit.venue = 'Valid new venue';
      s.summit.date = '2027-02-30';
      s.booking.spark = 'javascript:alert(1)';
      s.contacts.general = 'not-an-email';
    });
    const response = await save(admin, { version: 0, settings });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain('summit.date');
    const current = (await read(admin)).json<VersionedSiteSettings>();
    expect(current.version).toBe(0);
    expect(current.settings.summit.venue).toBe('West 48');
  });

  it('keeps the version when a save changes nothing', async () => {
    const response = await save(admin, { version: 0, settings: defaultSiteSettings });
    expect(response.statusCode).toBe(200);
    expect(response.json<VersionedSiteSettings>().version).toBe(0);
  });

  it('falls back to defaults for a stored group that no longer validates', async () => {
    await testApp.database.db
      .updateTable('site_settings')
      .set({
        settings: JSON.stringify({
          summit: { date: 'nope' },
          banner: { ...defaultSiteSettings.banner, title: 'Hello' },
        }),
      })
      .execute();
    const current = (await read(admin)).json<VersionedSiteSettings>();
    expect(current.settings.summit).toEqual(defaultSiteSettings.summit);
    expect(current.settings.banner.title).toBe('Hello');
  });
});
