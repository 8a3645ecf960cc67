import { describe, expect, it } from 'vitest';
import { summitAgenda } from '../offers/events.ts';
import { configuredAgenda, formatAgendaRange, parseAgendaRange } from './summit-agenda.ts';

describe('the summit agenda on the configured day', () => {
  it('reads every row as the spec prints it with the default hours', () => {
    expect(configuredAgenda('08:30', '17:30')).toEqual(summitAgenda);
  });

  it('reads ranges in either half of the day', () => {
    expect(parseAgendaRange('8:30 – 9:00 AM')).toEqual([510, 540]);
    expect(parseAgendaRange('10:45 AM – 12:00 PM')).toEqual([645, 720]);
    expect(parseAgendaRange('12:00 – 1:00 PM')).toEqual([720, 780]);
    expect(parseAgendaRange('11:00 – 12:00 PM')).toEqual([660, 720]);
    expect(formatAgendaRange(660, 720)).toBe('11:00 AM – 12:00 PM');
  });

  it('moves the rows to a later start and fits them to the configured end', () => {
    const shifted = configuredAgenda('09:00', '18:00');
    expect(shifted[0]?.time).toBe('9:00 – 9:30 AM');
    expect(shifted.at(-1)?.time).toBe('5:30 – 6:00 PM');
    const shorter = configuredAgenda('09:00', '16:00');
    expect(shorter[0]?.time.startsWith('9:00 – ')).toBe(true);
    expect(shorter.at(-1)?.time.endsWith('– 4:00 PM')).toBe(true);
    const starts = shorter.map((row) => parseAgendaRange(row.time)[0]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
