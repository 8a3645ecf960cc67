import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { createMailLinks } from '../mail/mail-links.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { bookCall } from './booking-call.ts';
import type { BookingDependencies } from './booking-service.ts';

// Monday 2026-03-02, 08:00 in Chicago; the default hours are weekdays 9–17, 12 h notice.
let now = new Date('2026-03-02T14:00:00Z');
let database: Database;
let deps: BookingDependencies;
beforeEach(async () => {
  now = new Date('2026-03-02T14:00:00Z');
  database = await createTestDatabase();
  const links = createMailLinks('http://localhost:3000', 'test-secret-'.padEnd(48, 'x'));
  const clock = () => now;
  deps = {
    db: database.db,
    outbox: createMailOutbox({ db: database.db, publicUrl: '', links, clock }),
    clock,
  };
});
afterEach(async () => {
  await database.close();
});

// Tuesday 2026-03-03 10:00 Chicago (CST, UTC-6).
const tuesdayTen = '2026-03-03T16:00:00.000Z';
const request = (overrides: Record<string, unknown> = {}) => ({
  kind: 'discovery-call',
  startsAt: tuesdayTen,
  name: 'Ada Founder',
  email: 'ada@example.com',
  timeZone: 'Europe/Berlin',
  answers: { goal: 'A clearer pitch' },
  ...overrides,
});
const liveBookings = () =>
  database.db
    .selectFrom('bookings')
    .selectAll()
    .where('status', 'in', ['held', 'confirmed'])
    .execute();

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('bookCall', () => {
  it('confirms a free call with a lead, a confirmation and two reminders', async () => {
    const { booking } = await bookCall(deps, request(), null);
    expect(booking).toMatchObject({ status: 'confirmed', email: 'ada@example.com' });
    expect(booking.ends_at.toISOString()).toBe('2026-03-03T16:30:00.000Z');
    const lead = await database.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ id: booking.lead_id, source: 'booking', name: 'Ada Founder' });
    const mails = await outboxRowsTo(database.db, 'ada@example.com');
    const due = mails
      .map((mail) => [mail.kind, mail.due_at.toISOString()])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(due).toEqual([
      ['booking_confirmation', now.toISOString()],
      ['booking_reminder', '2026-03-02T16:00:00.000Z'],
      ['booking_reminder', '2026-03-03T15:00:00.000Z'],
    ]);
  });

  it('lets exactly one of many simultaneous bookings of one slot win', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        bookCall(deps, request({ email: `racer${index}@example.com` }), null),
      ),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'fulfilled') continue;
      const error = attempt.reason as AppError;
      expect(error.code).toBe('slot_taken');
      // The default 15 minutes after a call keep 10:30 free of a new call.
      expect((error.details as { nextFree: string[] }).nextFree[0]).toBe(
        '2026-03-03T17:00:00.000Z',
      );
    }
    expect(await liveBookings()).toHaveLength(1);
  });

  it('is refused by the database itself when an overlap slips past the checks', async () => {
    const { booking } = await bookCall(deps, request(), null);
    const overlapping = database.db
      .insertInto('bookings')
      .values({
        kind_id: booking.kind_id,
        starts_at: '2026-03-03T16:15:00Z',
        ends_at: '2026-03-03T16:45:00Z',
        blocked_from: '2026-03-03T16:15:00Z',
        blocked_until: '2026-03-03T16:45:00Z',
        status: 'confirmed',
        name: 'Sneaky',
        email: 'sneaky@example.com',
        time_zone: 'UTC',
      })
      .execute();
    await expect(overlapping).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses times outside the hours, off the grid, too soon or in the past', async () => {
    for (const startsAt of [
      '2026-03-03T02:00:00.000Z', // 20:00 the evening before
      '2026-03-03T16:10:00.000Z', // off the half-hour grid
      '2026-03-02T20:00:00.000Z', // today, inside the 12-hour notice
      '2026-03-01T16:00:00.000Z', // yesterday
    ]) {
      const error = await failure(bookCall(deps, request({ startsAt }), null));
      expect(error.statusCode).toBe(400);
    }
    expect(await liveBookings()).toEqual([]);
    expect(await database.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  it('asks for the required answers and for a kind that exists', async () => {
    expect((await failure(bookCall(deps, request({ answers: {} }), null))).statusCode).toBe(400);
    expect((await failure(bookCall(deps, request({ kind: 'nope' }), null))).statusCode).toBe(404);
    expect(await liveBookings()).toEqual([]);
  });

  it('holds a paid slot for 15 minutes, then lets someone else have it', async () => {
    const held = await bookCall(deps, request({ kind: 'spark-session' }), null);
    expect(held.booking.status).toBe('held');
    expect(held.booking.hold_expires_at?.toISOString()).toBe('2026-03-02T14:15:00.000Z');
    expect(await outboxRowsTo(database.db, 'ada@example.com')).toEqual([]);

    now = new Date('2026-03-02T14:14:59Z');
    const early = await failure(bookCall(deps, request({ email: 'bob@example.com' }), null));
    expect(early.code).toBe('slot_taken');

    now = new Date('2026-03-02T14:15:00Z');
    const later = await bookCall(deps, request({ email: 'bob@example.com' }), null);
    expect(later.booking.status).toBe('confirmed');
    const first = await database.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', held.booking.id)
      .executeTakeFirstOrThrow();
    expect(first.status).toBe('expired');
  });

  it('stops taking calls on a day at its daily maximum', async () => {
    await database.db.updateTable('booking_availability').set({ daily_maximum: 1 }).execute();
    await bookCall(deps, request(), null);
    const error = await failure(
      bookCall(
        deps,
        request({ startsAt: '2026-03-03T19:00:00.000Z', email: 'b@example.com' }),
        null,
      ),
    );
    expect(error.code).toBe('slot_taken');
  });
});
