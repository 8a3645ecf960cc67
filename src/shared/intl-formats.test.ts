import { describe, expect, it } from 'vitest';
import { usDateTimeFormat, usNumberFormat } from './intl-formats.ts';

describe('Intl formatters', () => {
  it('builds one number format per set of options', () => {
    const dollars = usNumberFormat({ style: 'currency', currency: 'USD' });
    expect(usNumberFormat({ style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(usNumberFormat({ style: 'currency', currency: 'EUR' })).not.toBe(dollars);
    expect(dollars.format(1500)).toBe('$1,500.00');
  });

  it('builds one date format per set of options, in US English', () => {
    const day = usDateTimeFormat({ month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(usDateTimeFormat({ month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-05-03T00:00:00Z'))).toBe('May 3');
  });
});
