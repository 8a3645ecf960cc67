import { z } from 'zod';
import { catalogueKeySchema } from './catalogue.ts';
import { isSitePath } from '../same-site-path.ts';
import { isKnownTimeZone, isRealDate } from '../zoned-time.ts';

/**
 * The studio's site settings: one schema for the admin form in the browser and for the
 * server that stores them. Every text is bounded, dates are real calendar dates, times
 * are 24-hour "HH:MM", links are http(s) and e-mail addresses are valid.
 */

const text = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

/** isRealDate also checks the YYYY-MM-DD shape, so a bad date gets one message. */
const calendarDate = z
  .string()
  .trim()
  .refine(isRealDate, 'Enter a real date (YYYY-MM-DD) between 2000 and 2100');

const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour)');

const timeZone = z
  .string()
  .trim()
  .refine(isKnownTimeZone, 'Enter a time zone such as America/Chicago');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const webLink = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(isHttpUrl, 'Enter a full http:// or https:// address');

/** A link on this site ("/webinar-series") or a full http(s) address. */
const siteOrWebLink = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(
    (value) => isSitePath(value) || isHttpUrl(value),
    'Enter a path on this site starting with / or a full http(s) address',
  );

const emailAddress = z
  .string()
  .trim()
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const summitSettingsSchema = z
  .object({
    date: calendarDate,
    startTime: clockTime,
    endTime: clockTime,
    timeZone,
    venue: text(100),
    city: text(100),
    capacity: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'At least 1 seat')
      .max(10_000, 'At most 10,000 seats'),
    earlyBirdDeadline: calendarDate,
    ticketSalesOpen: z.boolean(),
  })
  .superRefine((summit, context) => {
    if (summit.endTime <= summit.startTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'End after the start time' });
    }
    if (summit.earlyBirdDeadline > summit.date) {
      context.addIssue({
        code: 'custom',
        path: ['earlyBirdDeadline'],
        message: 'The early-bird deadline must be on or before the summit date',
      });
    }
  });

export const webinarSessionSettingsSchema = z.object({
  date: calendarDate,
  time: clockTime,
  title: text(120),
  meetingUrl: webLink,
  /** A cancelled session stays listed (as cancelled) and gets no reminders. */
  cancelled: z.boolean(),
});

/** The series has five online sessions; the sixth entry is the summit itself. */
export const webinarSessionCount = 5;

export const webinarSettingsSchema = z.object({
  timeZone,
  sessions: z.array(webinarSessionSettingsSchema).length(webinarSessionCount),
});

export const membershipSettingsSchema = z.object({
  applicationsOpen: z.boolean(),
  cohortLabel: text(40),
});

export const bannerSettingsSchema = z.object({
  visible: z.boolean(),
  title: text(60),
  text: text(160),
  linkLabel: text(40),
  linkUrl: siteOrWebLink,
});

/** Each kind's "Book" buttons: the built-in page (/book/...) or an external calendar. */
export const bookingLinksSchema = z.object({
  strategyCall: siteOrWebLink,
  spark: siteOrWebLink,
  consultation: siteOrWebLink,
  discoveryCall: siteOrWebLink,
  supportCall: siteOrWebLink,
});

export const contactAddressesSchema = z.object({
  general: emailAddress,
  summit: emailAddress,
  support: emailAddress,
  teamInquiry: emailAddress,
  /** Where notices of new leads go; empty: every admin's own address. */
  leadNotices: z.union([z.literal(''), emailAddress]),
});

export const socialLinksSchema = z.object({
  linkedin: webLink,
  instagram: webLink,
  youtube: webLink,
  x: webLink,
});

/**
 * 'none': the launch price has no deadline and the page shows none; 'fixed': it ends at
 * the end of a real last day. (The spec's rolling "now plus two days" was a false
 * deadline; a stored 'rolling' reads as 'none', see site-settings-service.ts.)
 */
export const bizBuiltNowEndModes = ['none', 'fixed'] as const;

export const offerSettingsSchema = z
  .object({
    /** Offer end dates are whole days, ending at midnight in this zone. */
    timeZone,
    brandfuelSaleEnd: calendarDate,
    bizbuiltnowEndMode: z.enum(bizBuiltNowEndModes),
    /** Empty while the offer has no end; the last day of the offer when the mode is "fixed". */
    bizbuiltnowEndDate: z.union([z.literal(''), calendarDate]),
  })
  .superRefine((offers, context) => {
    if (offers.bizbuiltnowEndMode === 'fixed' && offers.bizbuiltnowEndDate === '') {
      context.addIssue({
        code: 'custom',
        path: ['bizbuiltnowEndDate'],
        message: 'Enter the last day of the offer',
      });
    }
  });

export const newsletterFrequencies = ['daily', 'weekdays', 'weekly'] as const;
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/**
 * The Transmission's schedule: what every sign-up form promises and when an issue is
 * scheduled by default (the next slot). `weekday` is used when the frequency is weekly.
 */
export const newsletterSettingsSchema = z.object({
  frequency: z.enum(newsletterFrequencies),
  weekday: z.enum(weekdays),
  sendTime: clockTime,
  timeZone,
});

/** The longest legal text the studio may save (a long policy is about 15,000 characters). */
export const legalTextMaxLength = 30_000;

const legalText = z
  .string()
  .trim()
  .max(legalTextMaxLength, `At most ${legalTextMaxLength.toLocaleString('en-US')} characters`);

/**
 * The studio's own /privacy and /terms texts. Empty: the page shows the default text
 * (`shared/legal/default-legal-texts.ts`), which describes what this software stores;
 * keeping the defaults out of the settings keeps them out of every page's embedded state.
 */
export const legalSettingsSchema = z.object({
  privacyPolicy: legalText,
  termsOfService: legalText,
});

export const siteSettingsSchema = z.object({
  summit: summitSettingsSchema,
  webinar: webinarSettingsSchema,
  membership: membershipSettingsSchema,
  banner: bannerSettingsSchema,
  booking: bookingLinksSchema,
  contacts: contactAddressesSchema,
  social: socialLinksSchema,
  offers: offerSettingsSchema,
  newsletter: newsletterSettingsSchema,
  legal: legalSettingsSchema,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsGroup = keyof SiteSettings;
export const siteSettingsGroups = Object.keys(siteSettingsSchema.shape) as SiteSettingsGroup[];

export const siteSettingsVersionSchema = z.number().int().min(0);

/** What the server answers for a read or a save: the settings and their version. */
export const versionedSiteSettingsSchema = z.object({
  version: siteSettingsVersionSchema,
  updatedAt: z.iso.datetime().nullable(),
  settings: siteSettingsSchema,
});
export type VersionedSiteSettings = z.infer<typeof versionedSiteSettingsSchema>;

/** A save names the version it was edited from, so a stale one is refused. */
export const saveSiteSettingsSchema = z
  .object({ version: siteSettingsVersionSchema, settings: siteSettingsSchema })
  .strict();
export type SaveSiteSettingsInput = z.input<typeof saveSiteSettingsSchema>;

const settingValue = z.union([z.string(), z.number(), z.boolean()]);

export const siteSettingsChangeSchema = z.object({
  field: z.string(),
  from: settingValue.nullable(),
  to: settingValue.nullable(),
});
export type SiteSettingsChange = z.infer<typeof siteSettingsChangeSchema>;

export const siteSettingsHistoryEntrySchema = z.object({
  version: z.number().int(),
  changedAt: z.iso.datetime(),
  changedBy: z.string(),
  changes: z.array(siteSettingsChangeSchema),
});
export type SiteSettingsHistoryEntry = z.infer<typeof siteSettingsHistoryEntrySchema>;

export const siteSettingsHistorySchema = z.object({
  entries: z.array(siteSettingsHistoryEntrySchema),
});

/**
 * GET /api/site-settings: what the public pages need, judged by the server's clock in
 * each event's time zone (the browser's clock may be wrong).
 */
export const publicSiteStateSchema = z.object({
  version: siteSettingsVersionSchema,
  settings: siteSettingsSchema,
  summit: z.object({ isOver: z.boolean(), isOnSale: z.boolean(), isEarlyBird: z.boolean() }),
  /** sessionsOver: how many sessions (in order) have ended; their links are gone. */
  webinar: z.object({ isOver: z.boolean(), sessionsOver: z.number().int().min(0) }),
  /**
   * The offers' ends as the server's clock judges them, so the raw HTML and the hydrated
   * page show the same price. bizBuiltNow is 'none' when the studio set no end date.
   */
  offers: z.object({
    brandFuelSaleIsOver: z.boolean(),
    bizBuiltNowLaunch: z.enum(['none', 'open', 'over']),
  }),
  /**
   * The price each catalogue item sells at now (dollars, with cents where it has them; a running sale's price
   * while it runs), at the catalogue's revision: every page names prices from here.
   */
  catalogue: z.object({
    revision: z.number().int().min(0),
    dollars: z.record(catalogueKeySchema, z.number()),
    /**
     * Names and short descriptions the studio changed from the seed, by item: a page
     * shows these next to the product instead of its own copy (usually empty, so the
     * state stays small on every page).
     */
    names: z.partialRecord(catalogueKeySchema, z.string()),
    descriptions: z.partialRecord(catalogueKeySchema, z.string()),
  }),
  serverTime: z.iso.datetime(),
});
export type PublicSiteState = z.infer<typeof publicSiteStateSchema>;
