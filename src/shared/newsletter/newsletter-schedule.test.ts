import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site-settings/defaults.ts';
import { newsletterPromise } from './newsletter-promise.ts';
import { nextNewsletterSlot } from './newsletter-schedule.ts';

const daily = defaultSiteSettings.newsletter;

describe('newsletter schedule', () => {
  it('promises what the settings schedule', () => {
    expect(newsletterPromise(daily)).toBe(
      'One email every day at 6:00 AM CT. Unsubscribe anytime.',
    );
    expect(
      newsletterPromise({ ...daily, frequency: 'weekly', weekday: 'thursday', sendTime: '17:30' }),
    ).toBe('One email every Thursday at 5:30 PM CT. Unsubscribe anytime.');
    expect(
      newsletterPromise({ ...daily, frequency: 'weekdays', timeZone: 'Europe/Berlin' }),
    ).toMatch(/^One email every weekday at 6:00 AM /);
  });

  it('picks the next 6:00 AM in the studio zone', () => {
    // 05:59 CDT: today's slot is still ahead; 06:00 exactly is not "after".
    expect(nextNewsletterSlot(daily, new Date('2025-05-06T10:59:00Z')).toISOString()).toBe(
      '2025-05-06T11:00:00.000Z',
    );
    expect(nextNewsletterSlot(daily, new Date('2025-05-06T11:00:00Z')).toISOString()).toBe(
      '2025-05-07T11:00:00.000Z',
    );
  });

  it('skips to the configured weekday or the next weekday', () => {
    const weekly = { ...daily, frequency: 'weekly' as const, weekday: 'tuesday' as const };
    // Wednesday 2025-05-07 → Tuesday 2025-05-13.
    expect(nextNewsletterSlot(weekly, new Date('2025-05-07T12:00:00Z')).toISOString()).toBe(
      '2025-05-13T11:00:00.000Z',
    );
    const weekdaysOnly = { ...daily, frequency: 'weekdays' as const };
    // Friday after the slot → Monday.
    expect(nextNewsletterSlot(weekdaysOnly, new Date('2025-05-09T12:00:00Z')).toISOString()).toBe(
      '2025-05-12T11:00:00.000Z',
    );
  });
});
