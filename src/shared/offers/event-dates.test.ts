import { describe, expect, it } from 'vitest';
import { formatEventDayInYear } from './event-dates.ts';

describe('formatEventDayInYear', () => {
  // Noon on Friday, May 30, 2025 in Chicago.
  const lastSession = '2025-05-30T17:00:00.000Z';

  it('leaves the year out for a day of the current year', () => {
    expect(formatEventDayInYear(lastSession, 'America/Chicago', 2025)).toBe('Friday, May 30');
  });

  it('writes the year for a day of another year, or when the year is unknown', () => {
    expect(formatEventDayInYear(lastSession, 'America/Chicago', 2026)).toBe('Friday, May 30, 2025');
    expect(formatEventDayInYear(lastSession, 'America/Chicago', undefined)).toBe(
      'Friday, May 30, 2025',
    );
  });

  it("takes the year in the event's zone", () => {
    // 11 PM on December 31, 2025 in Chicago is already 2026 in UTC.
    expect(formatEventDayInYear('2026-01-01T05:00:00.000Z', 'America/Chicago', 2025)).toBe(
      'Wednesday, December 31',
    );
  });
});
