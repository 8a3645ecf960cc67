import { describe, expect, it } from 'vitest';
import { dateInZone, formatWeekRange, weekDates } from './week-dates';

describe('week dates', () => {
  it('lists a week’s seven dates across a month’s end', () => {
    expect(weekDates('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });

  it('reads the date in the studio’s zone, not the browser’s', () => {
    // 05:30 UTC on Tuesday is still Monday evening in Chicago.
    expect(dateInZone('2026-03-03T05:30:00Z', 'America/Chicago')).toBe('2026-03-02');
    expect(dateInZone('2026-03-03T05:30:00Z', 'Europe/Berlin')).toBe('2026-03-03');
  });

  it('names a week within one month or across two', () => {
    expect(formatWeekRange('2026-03-02')).toBe('Mar 2 – 8, 2026');
    expect(formatWeekRange('2026-03-30')).toBe('Mar 30 – Apr 5, 2026');
  });
});
