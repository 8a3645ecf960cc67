import { bookingPaths } from '../booking/booking-paths.ts';
import { contactEmails, externalLinks } from '../external-links.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';

/** The settings every page reads (its footer): booking links, contact addresses, social. */
export type SiteLinks = Pick<SiteSettings, 'booking' | 'contacts' | 'social'>;

/**
 * The spec's links, apart from the other defaults so that a page which shows only links
 * carries only these (`src/web/lib/site-links.ts`).
 */
export const defaultSiteLinks: SiteLinks = {
  booking: {
    strategyCall: bookingPaths.strategyCall,
    spark: bookingPaths.sparkSession,
    consultation: bookingPaths.strategyCall,
    discoveryCall: bookingPaths.discoveryCall,
    supportCall: externalLinks.supportCall,
  },
  contacts: {
    general: contactEmails.hello,
    summit: 'summit@signal.studio',
    support: contactEmails.support,
    teamInquiry: contactEmails.team,
    leadNotices: '',
  },
  social: { ...externalLinks.social },
};
