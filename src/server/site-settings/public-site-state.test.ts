import { describe, expect, it } from 'vitest';
import { saleFlips, seedCatalogue } from '../../shared/catalogue-live.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { siteStateKey } from '../../shared/site-settings/site-state-key.ts';
import { publicSiteState, verdictFlips } from './public-site-state.ts';

const versioned = { version: 3, updatedAt: null, settings: defaultSiteSettings };

describe('siteStateKey', () => {
  it('changes with the verdicts and the year, not with the time within a year', () => {
    const key = (iso: string) => siteStateKey(publicSiteState(versioned, new Date(iso)));
    expect(key('2026-02-01T00:00:00Z')).toBe(key('2026-11-24T12:00:00Z'));
    expect(key('2026-11-24T12:00:00Z')).not.toBe(key('2027-01-01T00:00:00Z'));
    expect(key('2025-06-04T12:00:00Z')).not.toBe(key('2025-06-06T12:00:00Z'));
  });
});

describe('the catalogue in the public state', () => {
  it('carries only the names and descriptions the studio changed from the seed', () => {
    const items = seedCatalogue();
    expect(publicSiteState(versioned, new Date(), { revision: 0, items }).catalogue).toMatchObject({
      names: {},
      descriptions: {},
    });
    items.spark = { ...items.spark, name: 'SPARK™ Intensive' };
    items.core = { ...items.core, description: 'A website that sells.' };
    const { names, descriptions } = publicSiteState(versioned, new Date(), {
      revision: 2,
      items,
    }).catalogue;
    expect(names).toEqual({ spark: 'SPARK™ Intensive' });
    expect(descriptions).toEqual({ core: 'A website that sells.' });
  });

  it('sells at a sale price only between its start and end, and the key changes with it', () => {
    const items = seedCatalogue();
    items.spark = {
      ...items.spark,
      sale: {
        amount: 120_000,
        startsAt: new Date('2026-06-01T00:00:00Z'),
        endsAt: new Date('2026-06-08T00:00:00Z'),
      },
    };
    const catalogue = { revision: 4, items };
    const at = (iso: string) => publicSiteState(versioned, new Date(iso), catalogue);
    expect(at('2026-05-31T23:59:59Z').catalogue).toMatchObject({
      revision: 4,
      dollars: { spark: 1_500 },
    });
    expect(at('2026-06-01T00:00:00Z').catalogue.dollars.spark).toBe(1_200);
    expect(at('2026-06-08T00:00:00Z').catalogue.dollars.spark).toBe(1_500);
    expect(siteStateKey(at('2026-06-02T00:00:00Z'))).not.toBe(
      siteStateKey(at('2026-06-09T00:00:00Z')),
    );
    expect(saleFlips(items)).toEqual([
      Date.parse('2026-06-01T00:00:00Z'),
      Date.parse('2026-06-08T00:00:00Z'),
    ]);
  });

  it('a new catalogue revision changes the key', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const key = (revision: number) =>
      siteStateKey(publicSiteState(versioned, now, { revision, items: seedCatalogue() }));
    expect(key(1)).not.toBe(key(2));
  });
});

describe('verdictFlips', () => {
  it("names the summit's end, the early-bird day's, each session's and the offers' ends", () => {
    expect(verdictFlips(defaultSiteSettings)).toEqual([
      // June 5, 2025, 5:30 PM in Chicago (CDT).
      Date.parse('2025-06-05T22:30:00Z'),
      // May 15, 2025, 11:59:59 PM in Chicago, plus a millisecond.
      Date.parse('2025-05-16T04:59:59Z') + 1,
      // Each session, on Fridays at noon, ends half an hour later.
      ...['02', '09', '16', '23', '30'].map((day) => Date.parse(`2025-05-${day}T17:30:00Z`)),
      // The BrandFuel sale's last second, March 17, 2025 in Chicago (CDT).
      Date.parse('2025-03-18T04:59:59Z'),
    ]);
    const fixed = {
      ...defaultSiteSettings,
      offers: {
        ...defaultSiteSettings.offers,
        bizbuiltnowEndMode: 'fixed' as const,
        bizbuiltnowEndDate: '2027-01-31',
      },
    };
    // The millisecond after January 31, 2027 ends in Chicago (CST).
    expect(verdictFlips(fixed).at(-1)).toBe(Date.parse('2027-02-01T05:59:59Z') + 1);
  });

  it('judges the same verdicts anywhere between two flips', () => {
    const flips = verdictFlips(defaultSiteSettings).sort((a, b) => a - b);
    const verdicts = (time: number) => {
      const { summit, webinar, offers } = publicSiteState(versioned, new Date(time));
      return { summit, webinar, offers };
    };
    for (const [index, until] of flips.entries()) {
      const from = flips[index - 1];
      if (from === undefined) continue;
      expect(verdicts(from)).toEqual(verdicts(until - 1));
      expect(verdicts(until - 1)).not.toEqual(verdicts(until));
    }
  });
});
