import { describe, expect, it } from 'vitest';
import { calendarTemplateUrl, webinarCalendarEvent, webinarIcsPath } from './calendar-links.ts';
import {
  formatCalendarDate,
  formatEventDay,
  formatEventDayWithYear,
  formatEventTime,
} from './event-dates.ts';
import { findWebinarSession, sparkSummit, summitAgenda, webinarSeries } from './events.ts';

describe('the webinar series facts', () => {
  it('lists the five sessions on the spec dates and titles, then the summit', () => {
    expect(
      webinarSeries.sessions.map((session) => [formatEventDay(session.startsAt), session.title]),
    ).toEqual([
      ['Friday, May 2', 'Automate Your Inbox with AI'],
      ['Friday, May 9', 'SOP from a Loom'],
      ['Friday, May 16', 'Build a YouBot'],
      ['Friday, May 23', 'The 3-Minute Idea Vault'],
      ['Friday, May 30', 'AI-Powered Planning: Map Your Next 90 Days with Clarity'],
    ]);
    expect(formatEventDay(webinarSeries.finale.startsAt)).toBe('Thursday, June 5');
    expect(webinarSeries.finale.href).toBe('/spark-summit');
  });

  it('runs every session for 30 minutes from noon Central Time', () => {
    for (const session of webinarSeries.sessions) {
      expect(formatEventTime(session.startsAt)).toBe('12:00 PM');
      expect(session.durationMinutes).toBe(30);
      expect(session.meetingUrl).toMatch(/^https:\/\//);
    }
  });

  it('has unique session ids that find their session', () => {
    const ids = webinarSeries.sessions.map((session) => session.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(findWebinarSession('sop-from-a-loom')?.title).toBe('SOP from a Loom');
    expect(findWebinarSession('nope')).toBeUndefined();
  });
});

describe('the summit facts', () => {
  it('is on Thursday, June 5, 2025 at West 48 in Des Moines, 8:30 am to 5:30 pm CT', () => {
    expect(formatEventDayWithYear(sparkSummit.startsAt)).toBe('Thursday, June 5, 2025');
    expect([sparkSummit.venue, sparkSummit.city]).toEqual(['West 48', 'Des Moines, IA']);
    expect(formatEventTime(sparkSummit.startsAt)).toBe('8:30 AM');
    expect(formatEventTime(sparkSummit.endsAt)).toBe('5:30 PM');
  });

  it("lists the warm-up series on the series' own days: May 2, 9, 16, 23, 30", () => {
    expect(sparkSummit.webinarSchedule.map(formatCalendarDate)).toEqual([
      'May 2',
      'May 9',
      'May 16',
      'May 23',
      'May 30',
    ]);
    expect(sparkSummit.webinarSchedule).toEqual(
      webinarSeries.sessions.map((session) => session.startsAt.slice(0, 10)),
    );
  });

  it('sells Early Bird at $499 until May 15, then $995, plus the $1,500 upgrade', () => {
    expect(sparkSummit.tickets.map((tier) => [tier.name, tier.price])).toEqual([
      ['Early Bird', 499],
      ['General Admission', 995],
      ['Done-For-You', 1_500],
    ]);
    expect(formatCalendarDate(sparkSummit.earlyBirdDeadline)).toBe('May 15');
  });
});

describe('calendar links', () => {
  const [session] = webinarSeries.sessions;
  if (!session) throw new Error('the series has sessions');

  it('builds an event template with the UTC times, title, details and meeting link', () => {
    const url = new URL(calendarTemplateUrl(webinarCalendarEvent(session)));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250502T170000Z/20250502T173000Z');
    expect(url.searchParams.get('text')).toBe('Smarter in 30: Automate Your Inbox with AI');
    expect(url.searchParams.get('details')).toContain(session.meetingUrl);
    expect(url.searchParams.get('location')).toBe(session.meetingUrl);
  });

  it('serves each session as an .ics file under the API', () => {
    expect(webinarIcsPath(session)).toBe('/api/webinar-sessions/automate-your-inbox/calendar.ics');
  });
});

describe('the summit agenda', () => {
  it('has ten rows from 8:30 am to 5:30 pm', () => {
    expect(summitAgenda).toHaveLength(10);
    expect(summitAgenda[0]?.time.startsWith('8:30')).toBe(true);
    expect(summitAgenda.at(-1)?.time.endsWith('5:30 PM')).toBe(true);
  });
});
