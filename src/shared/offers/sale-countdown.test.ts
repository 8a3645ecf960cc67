import { describe, expect, it } from 'vitest';
import { brandFuelLaunchSale } from './offer-prices.ts';
import { daysLeftLabel, rollingOfferEnd, saleCountdown } from './sale-countdown.ts';

const endsAt = new Date('2025-03-17T23:59:59-05:00');
const hoursBefore = (hours: number) => new Date(endsAt.getTime() - hours * 3_600_000);

describe('saleCountdown', () => {
  it.each([
    [24 * 10, 10],
    [24 * 2 + 1, 3],
    [24 * 2, 2],
    [30, 2],
    [24, 1],
    [1, 1],
    [0.001, 1],
  ])('%d hours before the end shows %d days left', (hours, daysLeft) => {
    expect(saleCountdown(hoursBefore(hours), endsAt)).toEqual({ isActive: true, daysLeft });
  });

  it('has ended at the end moment and afterwards', () => {
    expect(saleCountdown(endsAt, endsAt)).toEqual({ isActive: false });
    expect(saleCountdown(hoursBefore(-1), endsAt)).toEqual({ isActive: false });
    expect(saleCountdown(new Date('2026-11-21T12:00:00Z'), endsAt)).toEqual({ isActive: false });
  });

  it('treats an unreadable date as ended rather than counting NaN days', () => {
    expect(saleCountdown(new Date('nonsense'), endsAt)).toEqual({ isActive: false });
  });

  it('ends the BrandFuel launch sale at the close of March 17 in Central Time', () => {
    const end = new Date(brandFuelLaunchSale.endsAt);
    expect(saleCountdown(new Date('2025-03-17T12:00:00-05:00'), end)).toEqual({
      isActive: true,
      daysLeft: 1,
    });
    expect(saleCountdown(new Date('2025-03-18T00:00:00-05:00'), end)).toEqual({
      isActive: false,
    });
  });
});

describe('daysLeftLabel', () => {
  it('uses the singular for one day', () => {
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(3)).toBe('3 days left');
  });
});

describe('rollingOfferEnd', () => {
  it('is always two days after the visit', () => {
    const now = new Date('2026-11-21T18:30:00Z');
    expect(rollingOfferEnd(now, 2).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});
