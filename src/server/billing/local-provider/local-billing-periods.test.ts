import { describe, expect, it } from 'vitest';
import { addMonthsClamped, nextPeriodEnd } from './local-billing-periods.ts';

const utc = (iso: string) => new Date(`${iso}T10:30:00.000Z`);

describe('addMonthsClamped', () => {
  it('keeps the anchor day and time', () => {
    expect(addMonthsClamped(utc('2026-11-10'), 1)).toEqual(utc('2026-12-10'));
    expect(addMonthsClamped(utc('2026-11-10'), 3)).toEqual(utc('2027-02-10'));
  });

  it('lands on the last day of a shorter month, and comes back to the anchor day', () => {
    const anchor = utc('2027-01-31');
    expect(addMonthsClamped(anchor, 1)).toEqual(utc('2027-02-28'));
    expect(addMonthsClamped(anchor, 2)).toEqual(utc('2027-03-31'));
    expect(addMonthsClamped(anchor, 3)).toEqual(utc('2027-04-30'));
    expect(addMonthsClamped(utc('2028-01-31'), 1)).toEqual(utc('2028-02-29'));
  });
});

describe('nextPeriodEnd', () => {
  it('counts from the anchor, so a clamped month does not pull later ones earlier', () => {
    const anchor = utc('2027-01-31');
    expect(nextPeriodEnd(anchor, utc('2027-02-28'), 1)).toEqual(utc('2027-03-31'));
    expect(nextPeriodEnd(anchor, utc('2027-03-31'), 1)).toEqual(utc('2027-04-30'));
    expect(nextPeriodEnd(utc('2026-11-30'), utc('2027-02-28'), 3)).toEqual(utc('2027-05-30'));
  });
});
