import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';

let testApp: TestApp;
beforeEach(async () => {
  // Monday 2026-03-02, 08:00 in Chicago.
  testApp = await createTestApp({ clockStart: '2026-03-02T14:00:00Z' });
});
afterEach(async () => {
  await testApp.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
const book = (startsAt: string, email = 'ada@example.com') =>
  inject('POST', '/api/booking/bookings', {
    kind: 'discovery-call',
    startsAt,
    name: 'Ada Founder',
    email,
    timeZone: 'Europe/Berlin',
    answers: { goal: 'A clearer pitch' },
  });
const tokenOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('t') ?? '';

describe('public booking routes', () => {
  it('lists the kinds and the free times of one', async () => {
    const kinds = await inject('GET', '/api/booking/kinds');
    expect(kinds.json()).toMatchObject({ studioTimeZone: 'America/Chicago' });
    expect(kinds.json().kinds.map((kind: { slug: string }) => kind.slug)).toEqual([
      'discovery-call',
      'spark-session',
      'strategy-call',
    ]);
    const slots = await inject(
      'GET',
      '/api/booking/kinds/discovery-call/slots?from=2026-03-03&to=2026-03-03',
    );
    expect(slots.statusCode).toBe(200);
    // 9:00 to 16:30 Chicago every half hour.
    expect(slots.json().slots).toHaveLength(16);
    expect(slots.json().slots[0]).toBe('2026-03-03T15:00:00.000Z');
    const bad = await inject(
      'GET',
      '/api/booking/kinds/discovery-call/slots?from=tomorrow&to=2026-03-03',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('books, shows, moves and cancels through the signed link', async () => {
    const booked = await book('2026-03-03T16:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    const { manageUrl } = booked.json();
    expect(manageUrl).toMatch(/\/book\/manage\?t=/);

    const shown = await inject('GET', `/api/booking/manage?t=${tokenOf(manageUrl)}`);
    expect(shown.json()).toMatchObject({ canChange: true, booking: { status: 'confirmed' } });

    const moved = await inject('POST', '/api/booking/manage/reschedule', {
      t: tokenOf(manageUrl),
      startsAt: '2026-03-04T16:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    // The old link now only shows the moved booking.
    const again = await inject('POST', '/api/booking/manage/cancel', { t: tokenOf(manageUrl) });
    expect(again.statusCode).toBe(409);

    const cancelled = await inject('POST', '/api/booking/manage/cancel', {
      t: tokenOf(moved.json().manageUrl),
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await outboxRowsTo(testApp.database.db, 'ada@example.com');
    expect(mails.filter((mail) => mail.kind === 'booking_confirmation')).toHaveLength(2);
    expect(mails.filter((mail) => mail.kind === 'booking_cancelled')).toHaveLength(1);
    // Moving and cancelling stopped every reminder of both bookings.
    const reminders = mails.filter((mail) => mail.kind === 'booking_reminder');
    expect(reminders).toHaveLength(4);
    expect(reminders.every((mail) => mail.status === 'cancelled')).toBe(true);
    // The slot is free again for someone else.
    expect((await book('2026-03-04T16:00:00.000Z', 'bob@example.com')).statusCode).toBe(201);
  });

  it('answers a taken slot with 409 and the next free times', async () => {
    await book('2026-03-03T16:00:00.000Z');
    const second = await book('2026-03-03T16:00:00.000Z', 'bob@example.com');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'slot_taken',
      details: {
        nextFree: [
          '2026-03-03T17:00:00.000Z',
          '2026-03-03T17:30:00.000Z',
          '2026-03-03T18:00:00.000Z',
        ],
      },
    });
  });

  it('refuses a forged or altered link and changes nothing', async () => {
    const booked = await book('2026-03-03T16:00:00.000Z');
    const token = tokenOf(booked.json().manageUrl);
    const [payload] = token.split('.');
    const forged = `${payload}.${'A'.repeat(22)}`;
    for (const t of [forged, `${token}x`, 'not-a-token-at-all']) {
      const response = await inject('POST', '/api/booking/manage/cancel', { t });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_link');
    }
    const rows = await testApp.database.db.selectFrom('bookings').select('status').execute();
    expect(rows).toEqual([{ status: 'confirmed' }]);
  });

  it('refuses a change inside the cancellation notice', async () => {
    const booked = await book('2026-03-03T15:00:00.000Z');
    // 24 hours' notice by default: 09:00 tomorrow is 25 hours away, so set it to 26.
    await testApp.database.db
      .updateTable('booking_availability')
      .set({ cancel_notice_minutes: 26 * 60 })
      .execute();
    const response = await inject('POST', '/api/booking/manage/cancel', {
      t: tokenOf(booked.json().manageUrl),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('too_late_to_change');
  });
});
