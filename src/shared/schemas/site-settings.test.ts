import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site-settings/defaults.ts';
import { settingChanges, settingLabel } from '../site-settings/setting-changes.ts';
import { siteSettingsSchema, type SiteSettings } from './site-settings.ts';

const withChange = (edit: (settings: SiteSettings) => void): unknown => {
  const settings = structuredClone(defaultSiteSettings);
  edit(settings);
  return settings;
};

/** The field paths a candidate fails on, joined with dots. */
function failingFields(candidate: unknown): string[] {
  const result = siteSettingsSchema.safeParse(candidate);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('site settings schema', () => {
  it('accepts the spec values as defaults', () => {
    expect(failingFields(defaultSiteSettings)).toEqual([]);
    expect(defaultSiteSettings.summit).toMatchObject({
      date: '2025-06-05',
      startTime: '08:30',
      endTime: '17:30',
      timeZone: 'America/Chicago',
      venue: 'West 48',
      city: 'Des Moines, IA',
      capacity: 30,
      earlyBirdDeadline: '2025-05-15',
    });
    expect(defaultSiteSettings.webinar.sessions.map((session) => session.date)).toEqual([
      '2025-05-02',
      '2025-05-09',
      '2025-05-16',
      '2025-05-23',
      '2025-05-30',
    ]);
    expect(defaultSiteSettings.webinar.sessions[0]?.time).toBe('12:00');
    expect(defaultSiteSettings.membership.cohortLabel).toBe('Q1 2027');
    expect(defaultSiteSettings.offers).toMatchObject({
      brandfuelSaleEnd: '2025-03-17',
      bizbuiltnowEndMode: 'none',
    });
  });

  it('refuses dates that are not real days', () => {
    expect(failingFields(withChange((s) => void (s.summit.date = '2027-02-30')))).toEqual([
      'summit.date',
    ]);
    expect(failingFields(withChange((s) => void (s.summit.date = 'June 5')))).toEqual([
      'summit.date',
    ]);
    expect(
      failingFields(withChange((s) => void (s.webinar.sessions[2]!.date = '2026-13-01'))),
    ).toEqual(['webinar.sessions.2.date']);
  });

  it('refuses bad times, zones and an end before the start', () => {
    expect(failingFields(withChange((s) => void (s.summit.startTime = '25:00')))).toContain(
      'summit.startTime',
    );
    expect(failingFields(withChange((s) => void (s.summit.endTime = '08:00')))).toEqual([
      'summit.endTime',
    ]);
    expect(failingFields(withChange((s) => void (s.webinar.timeZone = 'Central')))).toEqual([
      'webinar.timeZone',
    ]);
  });

  it('keeps the early-bird deadline on or before the summit', () => {
    expect(
      failingFields(withChange((s) => void (s.summit.earlyBirdDeadline = '2025-06-06'))),
    ).toEqual(['summit.earlyBirdDeadline']);
  });

  it('takes http(s) links only, and site paths for the banner and booking', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/x', 'calendly', '//evil.com']) {
      expect(failingFields(withChange((s) => void (s.booking.spark = bad)))).toEqual([
        'booking.spark',
      ]);
    }
    expect(failingFields(withChange((s) => void (s.banner.linkUrl = '/spark-summit')))).toEqual([]);
    // A kind of call is booked on the site (its /book page) or on an external calendar.
    expect(
      failingFields(withChange((s) => void (s.booking.spark = '/book/spark-session'))),
    ).toEqual([]);
    expect(failingFields(withChange((s) => void (s.banner.linkUrl = '//evil.com')))).toEqual([
      'banner.linkUrl',
    ]);
    expect(
      failingFields(withChange((s) => void (s.banner.linkUrl = 'javascript:alert(1)'))),
    ).toEqual(['banner.linkUrl']);
  });

  it('takes valid e-mail addresses only', () => {
    expect(failingFields(withChange((s) => void (s.contacts.summit = 'summit@')))).toEqual([
      'contacts.summit',
    ]);
  });

  it('bounds every text and requires it', () => {
    expect(failingFields(withChange((s) => void (s.summit.venue = 'x'.repeat(101))))).toEqual([
      'summit.venue',
    ]);
    expect(failingFields(withChange((s) => void (s.banner.text = '   ')))).toEqual(['banner.text']);
    expect(failingFields(withChange((s) => void (s.membership.cohortLabel = '')))).toEqual([
      'membership.cohortLabel',
    ]);
  });

  it('takes a whole, positive capacity and booleans as booleans', () => {
    expect(failingFields(withChange((s) => void (s.summit.capacity = 2.5)))).toEqual([
      'summit.capacity',
    ]);
    expect(failingFields(withChange((s) => void (s.summit.capacity = 0)))).toEqual([
      'summit.capacity',
    ]);
    expect(
      failingFields(
        withChange((s) => Object.assign(s.summit, { ticketSalesOpen: 'yes' as unknown })),
      ),
    ).toEqual(['summit.ticketSalesOpen']);
  });

  it('needs a last day for a fixed /bizbuiltnow end', () => {
    expect(failingFields(withChange((s) => void (s.offers.bizbuiltnowEndMode = 'fixed')))).toEqual([
      'offers.bizbuiltnowEndDate',
    ]);
    expect(
      failingFields(
        withChange((s) => {
          s.offers.bizbuiltnowEndMode = 'fixed';
          s.offers.bizbuiltnowEndDate = '2026-12-24';
        }),
      ),
    ).toEqual([]);
  });

  it('keeps exactly five webinar sessions', () => {
    expect(failingFields(withChange((s) => void s.webinar.sessions.pop()))).toEqual([
      'webinar.sessions',
    ]);
  });
});

describe('setting changes', () => {
  it('lists each changed field with its old and new value', () => {
    const after = withChange((s) => {
      s.summit.date = '2027-06-04';
      s.webinar.sessions[1]!.title = 'SOP from a video';
      s.banner.visible = false;
    }) as SiteSettings;
    expect(settingChanges(defaultSiteSettings, after)).toEqual([
      { field: 'summit.date', from: '2025-06-05', to: '2027-06-04' },
      { field: 'webinar.sessions.1.title', from: 'SOP from a Loom', to: 'SOP from a video' },
      { field: 'banner.visible', from: true, to: false },
    ]);
    expect(settingLabel('summit.date')).toBe('Summit date');
    expect(settingLabel('webinar.sessions.1.title')).toBe('Webinar session 2 title');
  });
});
