import { webinarSeries } from '../../../shared/offers/events.ts';
import { defineMailTemplate, formatSessionTime, greeting } from '../mail-template.ts';
import { sessionCalendar, webinarReason, type MailSession } from './event-templates.ts';

export interface WebinarSessionCancelledData {
  leadId: string;
  name: string;
  timeZone: string;
  session: MailSession;
  cancelledAt: string;
}

/** A session the studio called off, with a calendar file that marks it cancelled. */
export const webinarSessionCancelled = defineMailTemplate<WebinarSessionCancelledData>({
  compose: (data, { links, recipient, publicUrl }) => ({
    subject: `Cancelled: ${data.session.title}`,
    preview: `The session on ${formatSessionTime(data.session.startsAt, data.timeZone)} will not take place.`,
    reason: webinarReason(recipient),
    attachments: [sessionCalendar(data.session, data.cancelledAt, { cancelled: true })],
    blocks: [
      { kind: 'heading', text: 'A session is cancelled' },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} we are sorry: "${data.session.title}" will not take place, and you will get no reminder for it. Your registration for the rest of ${webinarSeries.name} stands. The attached calendar file marks the event cancelled in your calendar.`,
      },
      {
        kind: 'facts',
        rows: [{ label: 'Was', value: formatSessionTime(data.session.startsAt, data.timeZone) }],
      },
      {
        kind: 'links',
        links: [
          { label: 'See the sessions still ahead', url: `${publicUrl}/webinar-series` },
          { label: 'Cancel my registration', url: links.webinarCancel(data.leadId) },
        ],
      },
    ],
  }),
});
