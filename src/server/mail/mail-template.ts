import { eventTimeZone } from '../../shared/offers/events.ts';
import {
  formatEventDayWithYear,
  formatEventTime,
  timeZoneLabel,
} from '../../shared/offers/event-dates.ts';
import { usDateTimeFormat } from '../../shared/intl-formats.ts';
import type { MailContent } from './mail-content.ts';

/** Mailing lists of marketing mails: each can be left with one click (RFC 8058). */
export const mailingLists = {
  'webinar-reminders': 'reminders for the Smarter in 30 sessions',
  'event-announcements': 'announcements of the next Spark Summit and webinar series',
  transmission: 'issues of The Transmission',
} as const;
export type MailingList = keyof typeof mailingLists;

export function isMailingList(value: string): value is MailingList {
  return Object.hasOwn(mailingLists, value);
}

/** Signed links a template may put in a mail; the signing key never enters the data. */
export interface MailLinks {
  unsubscribe(list: MailingList, email: string): string;
  webinarCancel(leadId: string): string;
  /** Reschedule or cancel one booking (the token names the booking only). */
  bookingManage(bookingId: string): string;
  /** The booking page of `kindSlug`, paid with the credit of cancelled booking `bookingId`. */
  bookWithCredit(bookingId: string, kindSlug: string): string;
}

export interface MailContext {
  publicUrl: string;
  recipient: string;
  /** The studio's support address from site settings, for "write to us" lines. */
  supportEmail: string;
  links: MailLinks;
}

/**
 * One kind of mail: what it says (blocks, rendered to HTML and text alike). `Data` is what
 * the caller passes to `enqueue`; it is stored as JSON, so it holds strings, numbers and
 * booleans only (dates as ISO strings).
 */
export interface MailTemplate<Data> {
  /** Marketing mails name their list: they carry List-Unsubscribe and stop after it is used. */
  list?: MailingList;
  compose(data: Data, context: MailContext): MailContent;
  /**
   * The data without its one-time link or code: the outbox keeps this once the mail has
   * gone, so the table never holds a working reset link.
   */
  redact?(data: Data): Data;
}

export function defineMailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

export const removedLink = '[one-time link, removed once the mail was sent]';

/** "May 2, 2025" in the studio's zone. */
export function formatMailDate(iso: string): string {
  return usDateTimeFormat({ dateStyle: 'long', timeZone: eventTimeZone }).format(new Date(iso));
}

/** "Friday, May 2, 2025 at 12:00 PM CT" in the event's zone. */
export function formatSessionTime(iso: string, timeZone: string): string {
  return `${formatEventDayWithYear(iso, timeZone)} at ${formatEventTime(iso, timeZone)} ${timeZoneLabel(timeZone)}`;
}

/** "Hi Ada," or "Hello," when there is no usable name. */
export function greeting(name: string | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hello,';
}
