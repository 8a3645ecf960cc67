import { describe, expect, it } from 'vitest';
import { webinarCalendarEvent } from './calendar-links.ts';
import { webinarSeries } from './events.ts';
import { buildIcs, escapeIcsText, foldIcsLine } from './ics.ts';

const encoder = new TextEncoder();
const [firstSession] = webinarSeries.sessions;
if (!firstSession) throw new Error('the series has sessions');

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      ...webinarCalendarEvent(firstSession),
      uid: 'automate-your-inbox@signal.studio',
      url: firstSession.meetingUrl,
    },
    new Date('2026-11-21T18:00:05.123Z'),
  );
  const lines = unfold(ics);

  it('is one VEVENT inside a VCALENDAR with CRLF line endings', () => {
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('holds the UID, the stamp and the session time in UTC (noon CDT is 17:00Z)', () => {
    expect(lines).toContain('UID:automate-your-inbox@signal.studio');
    expect(lines).toContain('DTSTAMP:20261121T180005Z');
    expect(lines).toContain('DTSTART:20250502T170000Z');
    expect(lines).toContain('DTEND:20250502T173000Z');
  });

  it('names the session and carries the meeting link in the description and URL', () => {
    expect(lines).toContain('SUMMARY:Smarter in 30: Automate Your Inbox with AI');
    expect(lines).toContain(`URL:${firstSession.meetingUrl}`);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:Sort'));
    expect(description).toContain(`Join the session: ${firstSession.meetingUrl}`);
    expect(description).toContain('\\n\\n');
    expect(description).toContain('\\,');
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds long lines at 75 octets and unfolds to the original', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical[0]).toHaveLength(75);
    expect(physical[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line);
    for (const physical of folded.split('\r\n')) {
      expect(encoder.encode(physical).length).toBeLessThanOrEqual(75);
      expect(physical).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
