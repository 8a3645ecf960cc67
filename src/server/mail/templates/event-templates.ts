import { webinarCalendarUid } from '../../../shared/offers/calendar-links.ts';
import { buildIcsCalendar, type IcsEvent } from '../../../shared/offers/ics.ts';
import { webinarSeries } from '../../../shared/offers/events.ts';
import type { MailAttachment } from '../mail-content.ts';
import { defineMailTemplate, formatSessionTime, greeting } from '../mail-template.ts';

/** A webinar session as a mail shows it: its configured time, title and join link. */
export interface MailSession {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  meetingUrl: string;
}

function sessionEvent(session: MailSession): IcsEvent {
  return {
    uid: webinarCalendarUid(session),
    title: `${webinarSeries.name}: ${session.title}`,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    details: `Join the session: ${session.meetingUrl}`,
    location: session.meetingUrl,
    url: session.meetingUrl,
  };
}

function seriesCalendar(sessions: readonly MailSession[], stampedAt: string): MailAttachment {
  return {
    filename: 'smarter-in-30.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildIcsCalendar(sessions.map(sessionEvent), new Date(stampedAt)),
  };
}

/**
 * One session's calendar file. `cancelled` keeps the UID and marks the event
 * STATUS:CANCELLED, so opening it updates the event where the person saved it.
 */
export function sessionCalendar(
  session: MailSession,
  stampedAt: string,
  { cancelled = false } = {},
): MailAttachment {
  return {
    filename: `smarter-in-30-${session.id}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildIcsCalendar([{ ...sessionEvent(session), cancelled }], new Date(stampedAt)),
  };
}

export const webinarReason = (email: string) =>
  `You get this mail because ${email} registered for the free ${webinarSeries.name} webinar series.`;

export interface WebinarConfirmationData {
  leadId: string;
  name: string;
  registeredAt: string;
  timeZone: string;
  /** The sessions still ahead when the person registered. */
  sessions: MailSession[];
}

export const webinarConfirmation = defineMailTemplate<WebinarConfirmationData>({
  compose: (data, { links, recipient, publicUrl }) => ({
    subject: `You're registered for ${webinarSeries.name}`,
    preview: `${data.sessions.length} free 30-minute sessions. The calendar file is attached.`,
    reason: webinarReason(recipient),
    attachments: [seriesCalendar(data.sessions, data.registeredAt)],
    blocks: [
      { kind: 'heading', text: `You're registered for ${webinarSeries.name}` },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} your seat is saved. Add every session to your calendar with the attached file (smarter-in-30.ics), and we will send a reminder with the join link 24 hours and 1 hour before each one.`,
      },
      {
        kind: 'facts',
        rows: data.sessions.map((session) => ({
          label: formatSessionTime(session.startsAt, data.timeZone),
          value: session.title,
          url: session.meetingUrl,
        })),
      },
      { kind: 'links', links: [{ label: 'The series page', url: `${publicUrl}/webinar-series` }] },
      {
        kind: 'note',
        text: 'Cannot make it after all? Cancel your registration and the reminders stop:',
      },
      {
        kind: 'links',
        links: [{ label: 'Cancel my registration', url: links.webinarCancel(data.leadId) }],
      },
    ],
  }),
});

export interface WebinarReminderData {
  leadId: string;
  name: string;
  timeZone: string;
  session: MailSession;
  /** How long before the session this reminder goes. */
  lead: '24 hours' | '1 hour';
}

export const webinarReminder = defineMailTemplate<WebinarReminderData>({
  list: 'webinar-reminders',
  compose: (data, { links, recipient }) => ({
    subject: `${data.lead === '1 hour' ? 'In 1 hour' : 'Tomorrow'}: ${data.session.title}`,
    preview: `${formatSessionTime(data.session.startsAt, data.timeZone)}. Your join link is inside.`,
    reason: webinarReason(recipient),
    blocks: [
      { kind: 'heading', text: data.session.title },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} your ${webinarSeries.name} session starts ${
          data.lead === '1 hour' ? 'in an hour' : 'in 24 hours'
        }: ${formatSessionTime(data.session.startsAt, data.timeZone)}. It lasts 30 minutes.`,
      },
      { kind: 'button', label: 'Join the session', url: data.session.meetingUrl },
      {
        kind: 'links',
        links: [{ label: 'Cancel my registration', url: links.webinarCancel(data.leadId) }],
      },
    ],
  }),
});

export interface WebinarSessionMovedData {
  leadId: string;
  name: string;
  timeZone: string;
  session: MailSession;
  previousStartsAt: string;
  changedAt: string;
}

export const webinarSessionMoved = defineMailTemplate<WebinarSessionMovedData>({
  compose: (data, { links, recipient }) => ({
    subject: `New time: ${data.session.title}`,
    preview: `Now ${formatSessionTime(data.session.startsAt, data.timeZone)}.`,
    reason: webinarReason(recipient),
    attachments: [sessionCalendar(data.session, data.changedAt)],
    blocks: [
      { kind: 'heading', text: 'A session has a new time' },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} "${data.session.title}" moved. The attached calendar file updates the event in your calendar.`,
      },
      {
        kind: 'facts',
        rows: [
          { label: 'New time', value: formatSessionTime(data.session.startsAt, data.timeZone) },
          { label: 'Was', value: formatSessionTime(data.previousStartsAt, data.timeZone) },
          { label: 'Join link', value: data.session.meetingUrl, url: data.session.meetingUrl },
        ],
      },
      {
        kind: 'links',
        links: [{ label: 'Cancel my registration', url: links.webinarCancel(data.leadId) }],
      },
    ],
  }),
});

export interface SummitSeatData {
  orderNumber: string;
  ticketName: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: string;
  city: string;
  paidAt: string;
}

export const summitSeat = defineMailTemplate<SummitSeatData>({
  compose: (data, { publicUrl, supportEmail }) => {
    const where = `${data.venue}, ${data.city}`;
    const event: IcsEvent = {
      uid: `spark-summit-${data.startsAt.slice(0, 10)}@signal.studio`,
      title: 'Spark Summit',
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      details: `Your seat: ${data.ticketName} (order ${data.orderNumber}).`,
      location: where,
      url: `${publicUrl}/spark-summit`,
    };
    return {
      subject: 'Your seat at the Spark Summit is confirmed',
      preview: `${formatSessionTime(data.startsAt, data.timeZone)} at ${where}. Calendar file attached.`,
      reason: `You get this mail because a Spark Summit seat was bought with this address. Questions: ${supportEmail}.`,
      attachments: [
        {
          filename: 'spark-summit.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildIcsCalendar([event], new Date(data.paidAt)),
        },
      ],
      blocks: [
        { kind: 'heading', text: 'Your seat is confirmed' },
        {
          kind: 'paragraph',
          text: 'See you at the Spark Summit: one hands-on day of AI for the business you are building. The attached file puts it in your calendar.',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'When', value: formatSessionTime(data.startsAt, data.timeZone) },
            { label: 'Where', value: where },
            { label: 'Ticket', value: data.ticketName },
            { label: 'Order number', value: data.orderNumber },
          ],
        },
        { kind: 'button', label: 'The summit page', url: `${publicUrl}/spark-summit` },
        { kind: 'note', text: 'Your receipt comes in a separate mail.' },
      ],
    };
  },
});

const waitlistEventNames = {
  'spark-summit': { name: 'Spark Summit', path: '/spark-summit' },
  'webinar-series': { name: `${webinarSeries.name} webinar series`, path: '/webinar-series' },
} as const;

export interface WaitlistData {
  name: string;
  event: keyof typeof waitlistEventNames;
}

export const waitlistConfirmation = defineMailTemplate<WaitlistData>({
  compose: (data, { recipient }) => {
    const event = waitlistEventNames[data.event];
    return {
      subject: `You're on the waitlist for the next ${event.name}`,
      preview: 'We will write once, when the next edition opens.',
      reason: `You get this mail because ${recipient} joined the waitlist for the next ${event.name}.`,
      blocks: [
        { kind: 'heading', text: "You're on the waitlist" },
        {
          kind: 'paragraph',
          text: `${greeting(data.name)} thanks for your interest in the next ${event.name}. We will write to you when it opens, with its date and how to take part.`,
        },
      ],
    };
  },
});

export interface WaitlistOpenData extends WaitlistData {
  /** The new edition's date as the page shows it. */
  when: string;
}

export const waitlistOpen = defineMailTemplate<WaitlistOpenData>({
  list: 'event-announcements',
  compose: (data, { publicUrl, recipient }) => {
    const event = waitlistEventNames[data.event];
    return {
      subject: `The next ${event.name} is open`,
      preview: `${data.when}. You asked us to tell you first.`,
      reason: `You get this mail because ${recipient} joined the waitlist for the next ${event.name}.`,
      blocks: [
        { kind: 'heading', text: `The next ${event.name} is open` },
        {
          kind: 'paragraph',
          text: `${greeting(data.name)} you asked to hear when the next ${event.name} opens. It starts ${data.when}.`,
        },
        {
          kind: 'button',
          label: data.event === 'spark-summit' ? 'Reserve your seat' : 'Register',
          url: `${publicUrl}${event.path}`,
        },
      ],
    };
  },
});
