import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * The studio's editors for kinds of call and days off, and the week view's API: each
 * refuses bad input with a clear error and leaves the stored rows as they were.
 */
let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;
// Monday 2026-03-02, 23:30 in Chicago: already Tuesday in UTC.
const now = new Date('2026-03-03T05:30:00Z');

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
  admin = await signUpAccount(testApp.app, 'studio@studio.dev');
  await makeAdmin(testApp.database, admin);
  member = await signUpAccount(testApp.app, 'member@studio.dev');
});
afterAll(async () => {
  await testApp?.close();
});

const as = (
  account: TestAccount | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    ...(account ? { headers: account.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const storedKinds = () =>
  testApp.database.db.selectFrom('booking_kinds').selectAll().orderBy('slug').execute();
const storedDaysOff = () =>
  testApp.database.db
    .selectFrom('booking_days_off')
    .select([sql<string>`day::text`.as('day'), 'note'])
    .orderBy('day')
    .execute();

const kind = {
  slug: 'office-hours',
  name: 'Office hours',
  description: 'Bring a question.',
  durationMinutes: 20,
  locationKind: 'video',
  location: 'https://meet.signal.studio/office',
  questions: [{ id: 'topic', label: 'What about?', required: false }],
  catalogueKey: null,
  isActive: true,
  position: 5,
};

describe('kinds of call', () => {
  it('lists every kind in the editor’s shape, retired ones too, in their order', async () => {
    const response = await as(admin, 'GET', '/api/admin/booking/kinds');
    expect(response.statusCode).toBe(200);
    const kinds = response.json().kinds as { slug: string; position: number }[];
    expect(kinds.map((entry) => [entry.slug, entry.position])).toEqual([
      ['discovery-call', 0],
      ['spark-session', 1],
      ['strategy-call', 2],
    ]);
    expect(kinds[1]).toMatchObject({ catalogueKey: 'spark', durationMinutes: 90, isActive: true });
    expect((await as(member, 'GET', '/api/admin/booking/kinds')).statusCode).toBe(403);
  });

  it('adds and changes a kind with its order', async () => {
    const created = await as(admin, 'POST', '/api/admin/booking/kinds', kind);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const moved = await as(admin, 'PUT', `/api/admin/booking/kinds/${id}`, {
      ...kind,
      position: 0,
      name: 'Open office hours',
    });
    expect(moved.statusCode).toBe(200);
    const kinds = (await as(admin, 'GET', '/api/admin/booking/kinds')).json().kinds;
    // Position 0 beside the discovery call: then by name.
    expect(kinds[1]).toMatchObject({ id, name: 'Open office hours', position: 0 });
  });

  it.each([
    ['a duration of 0', { durationMinutes: 0 }, 'durationMinutes'],
    ['a slug with spaces', { slug: 'office hours' }, 'slug'],
    ['a javascript: link', { location: 'javascript:alert(1)' }, 'location'],
    ['a data: link', { location: 'data:text/html,hi' }, 'location'],
    [
      'an address that is a link',
      { locationKind: 'address', location: 'javascript:x' },
      'location',
    ],
    [
      'two questions with one id',
      { questions: [kind.questions[0], kind.questions[0]] },
      'questions',
    ],
  ])('refuses %s and changes nothing', async (_label, change, field) => {
    const before = await storedKinds();
    const payload = { ...kind, slug: 'another-kind', ...change };
    const created = await as(admin, 'POST', '/api/admin/booking/kinds', payload);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toContain(field);
    const discovery = before.find((row) => row.slug === 'discovery-call');
    const changed = await as(admin, 'PUT', `/api/admin/booking/kinds/${discovery?.id}`, payload);
    expect(changed.statusCode).toBe(400);
    expect(await storedKinds()).toEqual(before);
  });

  it('refuses another kind’s slug on a change', async () => {
    const before = await storedKinds();
    const discovery = before.find((row) => row.slug === 'discovery-call');
    const response = await as(admin, 'PUT', `/api/admin/booking/kinds/${discovery?.id}`, {
      ...kind,
      slug: 'strategy-call',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('slug_taken');
    expect(await storedKinds()).toEqual(before);
  });
});

describe('days off', () => {
  it('adds and removes days from the studio’s today on, and keeps them to admins', async () => {
    // Still Monday in Chicago, so Monday may be taken off.
    const added = await as(admin, 'POST', '/api/admin/booking/days-off', {
      day: '2026-03-02',
      note: 'Dentist',
    });
    expect(added.statusCode).toBe(201);
    await as(admin, 'POST', '/api/admin/booking/days-off', { day: '2026-03-20', note: '' });
    const listed = await as(admin, 'GET', '/api/admin/booking/days-off');
    expect(listed.json()).toEqual({
      today: '2026-03-02',
      studioTimeZone: 'America/Chicago',
      daysOff: [
        { day: '2026-03-02', note: 'Dentist' },
        { day: '2026-03-20', note: '' },
      ],
    });
    // A day off has no free time for the public either.
    const slots = await as(
      undefined,
      'GET',
      '/api/booking/kinds/discovery-call/slots?from=2026-03-20&to=2026-03-20',
    );
    expect(slots.json().slots).toEqual([]);

    expect((await as(admin, 'DELETE', '/api/admin/booking/days-off/2026-03-20')).statusCode).toBe(
      200,
    );
    expect((await as(admin, 'DELETE', '/api/admin/booking/days-off/2026-03-20')).statusCode).toBe(
      404,
    );
    expect(
      (await as(member, 'POST', '/api/admin/booking/days-off', { day: '2026-04-01', note: '' }))
        .statusCode,
    ).toBe(403);
    expect((await as(member, 'DELETE', '/api/admin/booking/days-off/2026-03-02')).statusCode).toBe(
      403,
    );
    expect(await storedDaysOff()).toEqual([{ day: '2026-03-02', note: 'Dentist' }]);
  });

  it('refuses a past day, a repeated day and a bad date, changing nothing', async () => {
    const before = await storedDaysOff();
    const past = await as(admin, 'POST', '/api/admin/booking/days-off', {
      day: '2026-03-01',
      note: '',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'day_in_past' });
    const again = await as(admin, 'POST', '/api/admin/booking/days-off', {
      day: '2026-03-02',
      note: 'Other note',
    });
    expect(again.statusCode).toBe(409);
    const bad = await as(admin, 'POST', '/api/admin/booking/days-off', { day: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(await storedDaysOff()).toEqual(before);
  });
});

describe('week view', () => {
  it('lists the calls of seven studio-local days across the DST change', async () => {
    // Chicago moves to CDT on Sunday 2026-03-08: the week from Monday 2026-03-02 ends at
    // 05:00 UTC on 2026-03-09.
    const timeZone = 'Europe/Berlin';
    for (const startsAt of ['2026-03-06T16:00:00.000Z', '2026-03-09T15:00:00.000Z']) {
      const booked = await as(undefined, 'POST', '/api/booking/bookings', {
        kind: 'discovery-call',
        startsAt,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        timeZone,
        answers: { goal: 'A clearer pitch' },
      });
      expect(booked.statusCode).toBe(201);
    }
    // No start: the studio's own week (still Monday there).
    const week = await as(admin, 'GET', '/api/admin/booking/week');
    expect(week.json()).toMatchObject({
      studioTimeZone: 'America/Chicago',
      start: '2026-03-02',
      today: '2026-03-02',
    });
    expect(week.json().bookings.map((b: { startsAt: string }) => b.startsAt)).toEqual([
      '2026-03-06T16:00:00.000Z',
    ]);
    // Any day of a week stands for its Monday.
    const next = await as(admin, 'GET', '/api/admin/booking/week?start=2026-03-15');
    expect(next.json()).toMatchObject({ start: '2026-03-09' });
    expect(next.json().bookings).toHaveLength(1);
    expect((await as(admin, 'GET', '/api/admin/booking/week?start=soon')).statusCode).toBe(400);
    expect((await as(member, 'GET', '/api/admin/booking/week?start=2026-03-09')).statusCode).toBe(
      403,
    );
  });
});
