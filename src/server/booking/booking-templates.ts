import { buildIcsCalendar } from '../../shared/offers/ics.ts';
import type { MailAttachment, MailBlock } from '../mail/mail-content.ts';
import { paymentSentence, type PaymentNote } from './booking-payment-text.ts';
import {
  defineMailTemplate,
  formatSessionTime,
  greeting,
  type MailLinks,
} from '../mail/mail-template.ts';

/** A booked call as its mails show it; times in the visitor's own zone. */
export interface BookedCall {
  bookingId: string;
  name: string;
  kindName: string;
  /** The kind's page (`/book/<slug>`); absent in mails queued before it was stored. */
  kindSlug?: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  locationKind: 'video' | 'address';
  location: string;
}

const bookingReason = (email: string) =>
  `You get this mail because a call with Signal Studio was booked for ${email}.`;

/**
 * The call's calendar file. The UID is the booking's, so a cancellation (STATUS:CANCELLED)
 * opened later updates the event where the person saved it; a rescheduled call is a new
 * booking and a new event.
 */
export function bookingCalendar(
  call: BookedCall,
  stampedAt: string,
  { cancelled = false } = {},
): MailAttachment {
  const isVideo = call.locationKind === 'video';
  return {
    filename: 'signal-studio-call.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildIcsCalendar(
      [
        {
          uid: `booking-${call.bookingId}@signal.studio`,
          title: `${call.kindName} with Signal Studio`,
          startsAt: call.startsAt,
          endsAt: call.endsAt,
          details: isVideo ? `Join the call: ${call.location}` : `Where: ${call.location}`,
          location: call.location,
          url: isVideo ? call.location : '',
          cancelled,
        },
      ],
      new Date(stampedAt),
    ),
  };
}

const whereRow = (call: BookedCall) =>
  call.locationKind === 'video'
    ? { label: 'Join link', value: call.location, url: call.location }
    : { label: 'Where', value: call.location };

export const bookingConfirmation = defineMailTemplate<BookedCall & { bookedAt: string }>({
  compose: (data, { links, recipient }) => ({
    subject: `Booked: ${data.kindName}, ${formatSessionTime(data.startsAt, data.timeZone)}`,
    preview: 'Your call is confirmed. The calendar file is attached.',
    reason: bookingReason(recipient),
    attachments: [bookingCalendar(data, data.bookedAt)],
    blocks: [
      { kind: 'heading', text: 'Your call is booked' },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} thank you for booking. Add the call to your calendar with the attached file; we will remind you 24 hours and 1 hour before.`,
      },
      {
        kind: 'facts',
        rows: [
          { label: 'Call', value: data.kindName },
          { label: 'When', value: formatSessionTime(data.startsAt, data.timeZone) },
          whereRow(data),
        ],
      },
      { kind: 'note', text: 'Need another time, or cannot make it?' },
      {
        kind: 'links',
        links: [{ label: 'Reschedule or cancel', url: links.bookingManage(data.bookingId) }],
      },
    ],
  }),
});

export const bookingReminder = defineMailTemplate<BookedCall & { lead: '24 hours' | '1 hour' }>({
  compose: (data, { links, recipient }) => ({
    subject: `${data.lead === '1 hour' ? 'In 1 hour' : 'Tomorrow'}: ${data.kindName}`,
    preview: `${formatSessionTime(data.startsAt, data.timeZone)}.`,
    reason: bookingReason(recipient),
    blocks: [
      { kind: 'heading', text: data.kindName },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} your call starts ${
          data.lead === '1 hour' ? 'in an hour' : 'in 24 hours'
        }: ${formatSessionTime(data.startsAt, data.timeZone)}.`,
      },
      { kind: 'facts', rows: [whereRow(data)] },
      {
        kind: 'links',
        links: [{ label: 'Reschedule or cancel', url: links.bookingManage(data.bookingId) }],
      },
    ],
  }),
});

export const bookingCancelled = defineMailTemplate<
  BookedCall & { cancelledAt: string; message: string; byStudio: boolean; payment?: PaymentNote }
>({
  compose: (data, { links, recipient }) => ({
    subject: `Cancelled: ${data.kindName}, ${formatSessionTime(data.startsAt, data.timeZone)}`,
    preview: data.byStudio ? 'The studio had to cancel your call.' : 'Your call is cancelled.',
    reason: bookingReason(recipient),
    attachments: [bookingCalendar(data, data.cancelledAt, { cancelled: true })],
    blocks: [
      { kind: 'heading', text: 'Your call is cancelled' },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} ${
          data.byStudio ? 'we had to cancel' : 'as you asked, we cancelled'
        } your ${data.kindName} on ${formatSessionTime(data.startsAt, data.timeZone)}. The attached file removes it from your calendar.`,
      },
      ...(data.message ? [{ kind: 'paragraph' as const, text: data.message }] : []),
      ...(data.payment
        ? [{ kind: 'paragraph' as const, text: paymentSentence(data.payment) }]
        : []),
      ...(data.payment?.settlement === 'credit' ? [creditLinks(data, links)] : []),
    ],
  }),
});

/**
 * A credit is spent through the cancelled booking's own signed link (the proof that it is
 * this visitor's), so the mail carries it: straight to the kind's booking page, or, for a
 * mail queued before the kind's slug was stored, to the manage page, which offers the same.
 */
function creditLinks(call: BookedCall, links: MailLinks): MailBlock {
  const url = call.kindSlug
    ? links.bookWithCredit(call.bookingId, call.kindSlug)
    : links.bookingManage(call.bookingId);
  return { kind: 'links', links: [{ label: 'Book again with your credit', url }] };
}
