import type { SiteSettings } from '../schemas/site-settings.ts';
import { defaultSiteLinks } from './default-links.ts';

/**
 * The spec's values, used until the studio saves its own. Written out rather than
 * derived at load from the offers' content (`offers/events.ts`, `offers/offer-prices.ts`)
 * and the time-zone arithmetic: every public page reads these (the footer's links), and
 * deriving them put the summit's and the webinar series' whole content and the zone
 * code in each page's scripts. `defaults.test.ts` derives them from those constants and
 * fails when the two disagree.
 */
export const defaultSiteSettings: SiteSettings = {
  summit: {
    date: '2025-06-05',
    startTime: '08:30',
    endTime: '17:30',
    timeZone: 'America/Chicago',
    venue: 'West 48',
    city: 'Des Moines, IA',
    capacity: 30,
    earlyBirdDeadline: '2025-05-15',
    ticketSalesOpen: true,
  },
  webinar: {
    timeZone: 'America/Chicago',
    sessions: [
      {
        date: '2025-05-02',
        time: '12:00',
        title: 'Automate Your Inbox with AI',
        meetingUrl: 'https://meet.google.com/sig-inbx-0502',
        cancelled: false,
      },
      {
        date: '2025-05-09',
        time: '12:00',
        title: 'SOP from a Loom',
        meetingUrl: 'https://meet.google.com/sig-sopl-0509',
        cancelled: false,
      },
      {
        date: '2025-05-16',
        time: '12:00',
        title: 'Build a YouBot',
        meetingUrl: 'https://meet.google.com/sig-ybot-0516',
        cancelled: false,
      },
      {
        date: '2025-05-23',
        time: '12:00',
        title: 'The 3-Minute Idea Vault',
        meetingUrl: 'https://meet.google.com/sig-idea-0523',
        cancelled: false,
      },
      {
        date: '2025-05-30',
        time: '12:00',
        title: 'AI-Powered Planning: Map Your Next 90 Days with Clarity',
        meetingUrl: 'https://meet.google.com/sig-plan-0530',
        cancelled: false,
      },
    ],
  },
  // The spec's "Q3 2025" is over on a fresh install; the next quarter a new install can fill.
  membership: { applicationsOpen: true, cohortLabel: 'Q1 2027' },
  banner: {
    visible: true,
    title: 'Smarter in 30',
    text: 'Free AI webinar series: six 30-minute sessions, Fridays at 12pm CST.',
    linkLabel: 'Register Now',
    linkUrl: '/webinar-series',
  },
  ...defaultSiteLinks,
  offers: {
    timeZone: 'America/Chicago',
    brandfuelSaleEnd: '2025-03-17',
    bizbuiltnowEndMode: 'none',
    bizbuiltnowEndDate: '',
  },
  newsletter: {
    frequency: 'daily',
    weekday: 'tuesday',
    sendTime: '06:00',
    timeZone: 'America/Chicago',
  },
  // Empty: /privacy and /terms show their default texts.
  legal: { privacyPolicy: '', termsOfService: '' },
};
