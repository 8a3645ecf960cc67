import { contactEmails, externalLinks } from '../external-links.ts';
import { eventTimeZone, sparkSummit, webinarSeries } from '../offers/events.ts';
import { brandFuelLaunchSale, museMembership } from '../offers/offer-prices.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';
import { zonedDateAndTime } from './zoned-time.ts';

/**
 * The spec's values, used until the studio saves its own. They are read from the same
 * constants the pages were written against, so the two can never disagree.
 */
const summitStart = zonedDateAndTime(sparkSummit.startsAt, eventTimeZone);

export const defaultSiteSettings: SiteSettings = {
  summit: {
    date: summitStart.date,
    startTime: summitStart.time,
    endTime: zonedDateAndTime(sparkSummit.endsAt, eventTimeZone).time,
    timeZone: eventTimeZone,
    venue: sparkSummit.venue,
    city: sparkSummit.city,
    capacity: sparkSummit.seatLimit,
    earlyBirdDeadline: zonedDateAndTime(sparkSummit.earlyBirdDeadline, eventTimeZone).date,
    ticketSalesOpen: true,
  },
  webinar: {
    timeZone: eventTimeZone,
    sessions: webinarSeries.sessions.map((session) => ({
      ...zonedDateAndTime(session.startsAt, eventTimeZone),
      title: session.title,
      meetingUrl: session.meetingUrl,
    })),
  },
  membership: { applicationsOpen: true, cohortLabel: museMembership.applicationsOpen },
  banner: {
    visible: true,
    title: webinarSeries.name,
    text: 'Free AI webinar series: six 30-minute sessions, Fridays at 12pm CST.',
    linkLabel: 'Register Now',
    linkUrl: '/webinar-series',
  },
  booking: {
    strategyCall: externalLinks.bookingCalendar,
    spark: externalLinks.sparkSession,
    consultation: externalLinks.bookingCalendar,
    discoveryCall: externalLinks.discoveryCall,
    supportCall: externalLinks.supportCall,
  },
  contacts: {
    general: contactEmails.hello,
    summit: sparkSummit.contactEmail,
    support: contactEmails.support,
    teamInquiry: contactEmails.team,
  },
  social: { ...externalLinks.social },
  offers: {
    timeZone: eventTimeZone,
    brandfuelSaleEnd: zonedDateAndTime(brandFuelLaunchSale.endsAt, eventTimeZone).date,
    bizbuiltnowEndMode: 'rolling',
    bizbuiltnowEndDate: '',
  },
};
