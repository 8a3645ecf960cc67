import { describe, expect, it } from 'vitest';
import {
  blockedRange,
  freeSlots,
  isFreeSlot,
  type SlotQuery,
  type SlotRules,
} from './slot-math.ts';
import { localDate, zonedInstant } from '../../shared/zoned-time.ts';

const chicago = 'America/Chicago';
const rules: SlotRules = {
  timeZone: chicago,
  weeklyHours: [1, 2, 3, 4, 5, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
  dailyMaximum: 10,
  slotIntervalMinutes: 30,
};

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    rules,
    durationMinutes: 30,
    daysOff: new Set(),
    busy: [],
    bookingsPerDay: new Map(),
    now: new Date('2026-02-01T12:00:00Z'),
    fromDate: '2026-03-02',
    toDate: '2026-03-02',
    ...overrides,
  };
}
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('zonedInstant', () => {
  it('reads Chicago wall time in standard and daylight time', () => {
    expect(zonedInstant('2026-01-15', '09:00', chicago).toISOString()).toBe(
      '2026-01-15T15:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '09:00', chicago).toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
  });

  it('moves a time skipped in spring past the change and takes the first of a repeated one', () => {
    expect(zonedInstant('2026-03-08', '02:30', chicago).toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '01:30', chicago).toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });
});

describe('freeSlots', () => {
  it('lists the grid of a window, each call ending inside it', () => {
    expect(iso(freeSlots(query({ durationMinutes: 60 })))).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T15:30:00.000Z',
      '2026-03-02T16:00:00.000Z',
      '2026-03-02T16:30:00.000Z',
      '2026-03-02T17:00:00.000Z',
    ]);
  });

  it('keeps 9:00 Chicago time across the spring change (2026-03-08)', () => {
    const slots = freeSlots(query({ fromDate: '2026-03-07', toDate: '2026-03-09' }));
    // Saturday has no hours; Sunday the 8th is after the 2 a.m. change (UTC-5), Monday too.
    expect(slots[0]?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-03-09T16:30:00.000Z');
    expect(slots).toHaveLength(12);
  });

  it('keeps 9:00 Chicago time across the autumn change (2026-11-01)', () => {
    const now = new Date('2026-10-01T12:00:00Z');
    const slots = freeSlots(query({ now, fromDate: '2026-10-30', toDate: '2026-11-02' }));
    const firsts = [...new Set(slots.map((slot) => localDate(slot, chicago)))].map((date) =>
      slots.find((slot) => localDate(slot, chicago) === date)?.toISOString(),
    );
    expect(firsts).toEqual([
      '2026-10-30T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
    ]);
  });

  it('shows a visitor in Berlin the same instants, on their own dates', () => {
    const [first] = freeSlots(query());
    expect(first && localDate(first, 'Europe/Berlin')).toBe('2026-03-02');
    expect(
      first?.toLocaleTimeString('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('16:00');
    // A window running to midnight in Chicago ends on the next day in Berlin.
    const late = { ...rules, weeklyHours: [{ weekday: 1, start: '23:00', end: '24:00' }] };
    const [lateSlot] = freeSlots(query({ rules: late }));
    expect(lateSlot && localDate(lateSlot, 'Europe/Berlin')).toBe('2026-03-03');
  });

  it('skips busy ranges with the buffers on both sides', () => {
    const buffered = { ...rules, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    const taken = blockedRange(new Date('2026-03-02T16:00:00Z'), 30, buffered);
    const slots = freeSlots(query({ rules: buffered, busy: [taken] }));
    expect(iso(slots)).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T17:00:00.000Z',
      '2026-03-02T17:30:00.000Z',
    ]);
  });

  it('honours minimum notice, the horizon, days off and the daily maximum', () => {
    const now = new Date('2026-03-02T15:10:00Z');
    const noticed = freeSlots(query({ now, rules: { ...rules, minimumNoticeMinutes: 60 } }));
    expect(noticed[0]?.toISOString()).toBe('2026-03-02T16:30:00.000Z');
    expect(
      freeSlots(query({ now, rules: { ...rules, horizonDays: 1 }, toDate: '2026-03-10' })).every(
        (slot) => localDate(slot, chicago) <= '2026-03-03',
      ),
    ).toBe(true);
    expect(freeSlots(query({ daysOff: new Set(['2026-03-02']) }))).toEqual([]);
    expect(freeSlots(query({ bookingsPerDay: new Map([['2026-03-02', 10]]) }))).toEqual([]);
  });

  it('refuses a start off the grid, in the past or outside the hours', () => {
    const base = query();
    expect(isFreeSlot(base, new Date('2026-03-02T15:00:00Z'))).toBe(true);
    expect(isFreeSlot(base, new Date('2026-03-02T15:10:00Z'))).toBe(false);
    expect(isFreeSlot(base, new Date('2026-03-02T20:00:00Z'))).toBe(false);
    expect(
      isFreeSlot(
        { ...base, now: new Date('2026-03-03T00:00:00Z') },
        new Date('2026-03-02T15:00:00Z'),
      ),
    ).toBe(false);
  });
});
