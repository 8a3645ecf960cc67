import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../schemas/site-settings.ts';
import { defaultSiteSettings } from './defaults.ts';
import {
  bizBuiltNowFixedEnd,
  brandFuelSaleEnd,
  summitStatus,
  webinarStatus,
} from './event-status.ts';

const at = (iso: string) => new Date(iso);
const futureSummit: SiteSettings['summit'] = {
  ...defaultSiteSettings.summit,
  date: '2027-06-04',
  earlyBirdDeadline: '2027-05-14',
};

describe('summit status', () => {
  it('is over with the spec values on 2026-11-23', () => {
    expect(summitStatus(defaultSiteSettings.summit, at('2026-11-23T12:00:00Z'))).toMatchObject({
      isOver: true,
      isOnSale: false,
      isEarlyBird: false,
    });
  });

  it('sells early-bird to the end of its deadline day in the summit zone, then general', () => {
    // 11:59 PM on May 14 in Chicago is 04:59 UTC on May 15.
    expect(summitStatus(futureSummit, at('2027-05-15T04:58:00Z'))).toMatchObject({
      isOnSale: true,
      isEarlyBird: true,
    });
    expect(summitStatus(futureSummit, at('2027-05-15T05:00:00Z'))).toMatchObject({
      isOnSale: true,
      isEarlyBird: false,
    });
  });

  it('closes at the end time of the day, not at midnight UTC', () => {
    expect(summitStatus(futureSummit, at('2027-06-04T22:29:00Z')).isOver).toBe(false);
    expect(summitStatus(futureSummit, at('2027-06-04T22:30:00Z')).isOver).toBe(true);
  });

  it('stops selling when the studio closes sales', () => {
    const closed = { ...futureSummit, ticketSalesOpen: false };
    expect(summitStatus(closed, at('2027-01-01T00:00:00Z'))).toMatchObject({
      isOver: false,
      isOnSale: false,
      isEarlyBird: false,
    });
  });
});

describe('webinar status', () => {
  it('is over once the last session has ended', () => {
    const { webinar } = defaultSiteSettings;
    expect(webinarStatus(webinar, at('2026-11-23T12:00:00Z'))).toEqual({
      isOver: true,
      sessionsOver: 5,
      nextSessionIndex: undefined,
    });
    // Last session: May 30, 2025 12:00-12:30 CDT = 17:00-17:30 UTC.
    expect(webinarStatus(webinar, at('2025-05-30T17:29:00Z'))).toEqual({
      isOver: false,
      sessionsOver: 4,
      nextSessionIndex: 4,
    });
    expect(webinarStatus(webinar, at('2025-05-30T17:30:00Z')).isOver).toBe(true);
    expect(webinarStatus(webinar, at('2025-04-01T00:00:00Z'))).toMatchObject({
      sessionsOver: 0,
      nextSessionIndex: 0,
    });
  });

  it('skips a cancelled session, and is over when only cancelled ones are left', () => {
    const webinar = structuredClone(defaultSiteSettings.webinar);
    webinar.sessions[0]!.cancelled = true;
    expect(webinarStatus(webinar, at('2025-04-01T00:00:00Z')).nextSessionIndex).toBe(1);
    webinar.sessions[4]!.cancelled = true;
    expect(webinarStatus(webinar, at('2025-05-24T00:00:00Z'))).toEqual({
      isOver: true,
      sessionsOver: 4,
      nextSessionIndex: undefined,
    });
  });
});

describe('offer ends', () => {
  it('ends the brandfuel sale at the end of its day and rolls bizbuiltnow unless fixed', () => {
    expect(brandFuelSaleEnd(defaultSiteSettings.offers).toISOString()).toBe(
      '2025-03-18T04:59:59.000Z',
    );
    expect(bizBuiltNowFixedEnd(defaultSiteSettings.offers)).toBeUndefined();
    expect(
      bizBuiltNowFixedEnd({
        ...defaultSiteSettings.offers,
        bizbuiltnowEndMode: 'fixed',
        bizbuiltnowEndDate: '2026-12-24',
      })?.toISOString(),
    ).toBe('2026-12-25T05:59:59.000Z');
  });
});
