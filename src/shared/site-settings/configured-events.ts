import { webinarSeries, type WebinarSession } from '../offers/events.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';
import { zonedInstant } from './zoned-time.ts';

/**
 * The webinar sessions as the studio configured them: date, time, title and meeting
 * link from the settings, the stable id (calendar UID, .ics address) and summary from
 * the series' content.
 */
export function configuredWebinarSessions(webinar: SiteSettings['webinar']): WebinarSession[] {
  return webinarSeries.sessions.map((session, index) => {
    const configured = webinar.sessions[index];
    if (!configured) return session;
    return {
      ...session,
      title: configured.title,
      meetingUrl: configured.meetingUrl,
      startsAt: zonedInstant(configured.date, configured.time, webinar.timeZone).toISOString(),
    };
  });
}
