import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { publicSiteState, siteStateKey, verdictFlips } from './public-site-state.ts';

const versioned = { version: 3, updatedAt: null, settings: defaultSiteSettings };

describe('siteStateKey', () => {
  it('changes with the verdicts and the year, not with the time within a year', () => {
    const key = (iso: string) => siteStateKey(publicSiteState(versioned, new Date(iso)));
    expect(key('2026-02-01T00:00:00Z')).toBe(key('2026-11-24T12:00:00Z'));
    expect(key('2026-11-24T12:00:00Z')).not.toBe(key('2027-01-01T00:00:00Z'));
    expect(key('2025-06-04T12:00:00Z')).not.toBe(key('2025-06-06T12:00:00Z'));
  });
});

describe('verdictFlips', () => {
  it("names the summit's end, the instant after its early-bird day and the series' end", () => {
    expect(verdictFlips(defaultSiteSettings)).toEqual([
      // June 5, 2025, 5:30 PM in Chicago (CDT).
      Date.parse('2025-06-05T22:30:00Z'),
      // May 15, 2025, 11:59:59 PM in Chicago, plus a millisecond.
      Date.parse('2025-05-16T04:59:59Z') + 1,
      // The last session, May 30, 2025 at noon, ends half an hour later.
      Date.parse('2025-05-30T17:30:00Z'),
    ]);
  });

  it('judges the same verdicts anywhere between two flips', () => {
    const [first = 0, second = 0, third = 0] = verdictFlips(defaultSiteSettings).sort(
      (a, b) => a - b,
    );
    const verdicts = (time: number) => {
      const { summit, webinar } = publicSiteState(versioned, new Date(time));
      return { summit, webinar };
    };
    for (const [from, until] of [
      [first, second],
      [second, third],
    ] as const) {
      expect(verdicts(from)).toEqual(verdicts(until - 1));
      expect(verdicts(until - 1)).not.toEqual(verdicts(until));
    }
  });
});
