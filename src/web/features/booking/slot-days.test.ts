import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatSlotTime, groupSlotsByDay, timeZoneName } from './slot-days';

describe('groupSlotsByDay', () => {
  it('groups by the visitor’s own date, which may differ from the studio’s', () => {
    const slots = ['2026-03-03T04:00:00.000Z', '2026-03-03T15:00:00.000Z'];
    // 22:00 on Mar 2 in Chicago is 05:00 on Mar 3 in Berlin.
    expect(groupSlotsByDay(slots, 'America/Chicago').map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(groupSlotsByDay(slots, 'Europe/Berlin')).toEqual([{ date: '2026-03-03', slots }]);
  });

  it('names days, times and the zone', () => {
    expect(formatDayLabel('2026-03-03')).toBe('Tue, Mar 3');
    expect(formatSlotTime('2026-03-03T15:00:00.000Z', 'Europe/Berlin')).toBe('4:00 PM');
    expect(timeZoneName('Europe/Berlin', new Date('2026-01-01T00:00:00Z'))).toBe(
      'Central European Standard Time (Europe/Berlin)',
    );
  });
});
