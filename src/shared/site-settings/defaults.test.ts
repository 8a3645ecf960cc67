import { describe, expect, it } from 'vitest';
import { bookingPaths } from '../booking/booking-paths.ts';
import { contactEmails, externalLinks } from '../external-links.ts';
import { eventTimeZone, sparkSummit, webinarSeries } from '../offers/events.ts';
import { brandFuelLaunchSale } from '../offers/offer-prices.ts';
import { siteSettingsSchema } from '../schemas/site-settings.ts';
import { defaultSiteSettings } from './defaults.ts';
import { zonedDateAndTime } from '../zoned-time.ts';

/** The defaults as the offers' content states them, in the events' own time zone. */
function settingsFromTheSpec() {
  const inZone = (iso: string) => zonedDateAndTime(iso, eventTimeZone);
  return {
    summit: {
      date: inZone(sparkSummit.startsAt).date,
      startTime: inZone(sparkSummit.startsAt).time,
      endTime: inZone(sparkSummit.endsAt).time,
      timeZone: eventTimeZone,
      venue: sparkSummit.venue,
      city: sparkSummit.city,
      capacity: sparkSummit.seatLimit,
      earlyBirdDeadline: inZone(sparkSummit.earlyBirdDeadline).date,
      ticketSalesOpen: true,
    },
    webinar: {
      timeZone: eventTimeZone,
      sessions: webinarSeries.sessions.map((session) => ({
        ...inZone(session.startsAt),
        title: session.title,
        meetingUrl: session.meetingUrl,
        cancelled: false,
      })),
    },
    membership: { applicationsOpen: true, cohortLabel: 'Q1 2027' },
    banner: {
      visible: true,
      title: webinarSeries.name,
      text: 'Free AI webinar series: six 30-minute sessions, Fridays at 12pm CST.',
      linkLabel: 'Register Now',
      linkUrl: '/webinar-series',
    },
    booking: {
      strategyCall: bookingPaths.strategyCall,
      spark: bookingPaths.sparkSession,
      consultation: bookingPaths.strategyCall,
      discoveryCall: bookingPaths.discoveryCall,
      supportCall: externalLinks.supportCall,
    },
    contacts: {
      general: contactEmails.hello,
      summit: sparkSummit.contactEmail,
      support: contactEmails.support,
      teamInquiry: contactEmails.team,
      leadNotices: '',
    },
    social: { ...externalLinks.social },
    offers: {
      timeZone: eventTimeZone,
      brandfuelSaleEnd: inZone(brandFuelLaunchSale.endsAt).date,
      bizbuiltnowEndMode: 'none',
      bizbuiltnowEndDate: '',
    },
    // The Transmission's promise on every sign-up form until now: every morning at 6:00 AM.
    newsletter: {
      frequency: 'daily',
      weekday: 'tuesday',
      sendTime: '06:00',
      timeZone: eventTimeZone,
    },
    legal: { privacyPolicy: '', termsOfService: '' },
  };
}

describe('defaultSiteSettings', () => {
  it('are the values the offers were written with', () => {
    expect(defaultSiteSettings).toEqual(settingsFromTheSpec());
  });

  it('pass the settings schema', () => {
    expect(siteSettingsSchema.safeParse(defaultSiteSettings).success).toBe(true);
  });
});
