import type { CalendarEvent } from './calendar-links.ts';
import { toCalendarUtc } from './event-dates.ts';

export interface IcsEvent extends CalendarEvent {
  /** Globally unique and stable, so importing the file twice updates one event. */
  uid: string;
  url: string;
  /** Imported over the same UID, marks the event called off in the person's calendar. */
  cancelled?: boolean;
}

// eslint-disable-next-line no-control-regex -- what RFC 5545 forbids in a value
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * RFC 5545 text values escape backslash, semicolon, comma and every line break (a lone
 * CR too: a calendar reads it as the end of the line); other control characters are not
 * allowed in a value at all and are dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(controlCharacters, '');
}

/**
 * A URI value (URL, UID) cannot be backslash-escaped: it is re-serialised by the URL
 * parser (which drops line breaks and percent-encodes the rest), and anything that is not
 * an http(s) address, or still holds a control character, is left out.
 */
export function icsUri(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    return url.href.replace(controlCharacters, '');
  } catch {
    return '';
  }
}

const maxLineOctets = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one
 * space. Counts UTF-8 bytes and never splits a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines spend one octet on their leading space.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function veventLines(event: IcsEvent, stampedAt: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${toCalendarUtc(stampedAt.toISOString())}`,
    `DTSTART:${toCalendarUtc(event.startsAt)}`,
    `DTEND:${toCalendarUtc(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.details)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(icsUri(event.url) ? [`URL:${icsUri(event.url)}`] : []),
    ...(event.cancelled ? ['STATUS:CANCELLED'] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/**
 * A VCALENDAR of one or more VEVENTs (a whole series in one file), CRLF line endings,
 * times in UTC, a 15-minute reminder on each.
 */
export function buildIcsCalendar(events: readonly IcsEvent[], stampedAt: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Signal Studio//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => veventLines(event, stampedAt)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** One VEVENT in a VCALENDAR, CRLF line endings, times in UTC, a 15-minute reminder. */
export function buildIcs(event: IcsEvent, stampedAt: Date): string {
  return buildIcsCalendar([event], stampedAt);
}
