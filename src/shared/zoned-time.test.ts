import { describe, expect, it } from 'vitest';
import {
  endOfZonedDay,
  isKnownTimeZone,
  isRealDate,
  zonedDateAndTime,
  zonedInstant,
} from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a wall clock in the event zone, in and out of daylight saving', () => {
    expect(zonedInstant('2025-06-05', '08:30', 'America/Chicago').toISOString()).toBe(
      '2025-06-05T13:30:00.000Z',
    );
    expect(zonedInstant('2025-12-05', '08:30', 'America/Chicago').toISOString()).toBe(
      '2025-12-05T14:30:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '12:00', 'UTC').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });

  it('ends a deadline day at its last second in the zone', () => {
    expect(endOfZonedDay('2025-05-15', 'America/Chicago').toISOString()).toBe(
      '2025-05-16T04:59:59.000Z',
    );
  });

  it('turns an instant back into the zone date and time', () => {
    expect(zonedDateAndTime('2025-05-02T12:00:00-05:00', 'America/Chicago')).toEqual({
      date: '2025-05-02',
      time: '12:00',
    });
  });

  it('knows real dates and zones', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2025-13-01')).toBe(false);
    expect(isRealDate('25-01-01')).toBe(false);
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
