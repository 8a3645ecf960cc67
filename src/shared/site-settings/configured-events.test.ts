import { describe, expect, it } from 'vitest';
import { calendarTemplateUrl, webinarCalendarEvent } from '../offers/calendar-links.ts';
import {
  eventDateParts,
  formatCalendarDate,
  formatEventDay,
  formatEventDayWithYear,
  formatEventTime,
  timeZoneLabel,
  timeZoneLongName,
} from '../offers/event-dates.ts';
import { sparkSummit, webinarSeries } from '../offers/events.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';
import {
  configuredSummit,
  configuredWebinarSeries,
  summitWebinarSchedule,
  webinarScheduleLabel,
} from './configured-events.ts';
import { defaultSiteSettings } from './defaults.ts';

const custom: SiteSettings = {
  ...defaultSiteSettings,
  summit: {
    ...defaultSiteSettings.summit,
    date: '2027-06-10',
    startTime: '09:00',
    endTime: '16:00',
    timeZone: 'America/New_York',
    venue: 'Harbor Hall',
    city: 'Boston, MA',
    capacity: 40,
    earlyBirdDeadline: '2027-05-20',
  },
  contacts: { ...defaultSiteSettings.contacts, summit: 'events@example.com' },
  webinar: {
    timeZone: 'America/Chicago',
    sessions: defaultSiteSettings.webinar.sessions.map((session, index) => ({
      ...session,
      date: `2027-04-${String(2 + index * 7).padStart(2, '0')}`,
      time: '12:30',
    })),
  },
};

describe('the configured summit', () => {
  it('is the spec edition with the default settings', () => {
    const summit = configuredSummit(defaultSiteSettings);
    expect(new Date(summit.startsAt).getTime()).toBe(new Date(sparkSummit.startsAt).getTime());
    expect(new Date(summit.endsAt).getTime()).toBe(new Date(sparkSummit.endsAt).getTime());
    expect(summit.tickets.map((tier) => tier.description)).toEqual(
      sparkSummit.tickets.map((tier) => tier.description),
    );
    expect(summit.webinarSchedule).toEqual(sparkSummit.webinarSchedule);
    expect(summit.contactEmail).toBe(sparkSummit.contactEmail);
  });

  it('reads date, times, venue, capacity and contact from the settings, in its own zone', () => {
    const summit = configuredSummit(custom);
    expect(formatEventDayWithYear(summit.startsAt, 'America/New_York')).toBe(
      'Thursday, June 10, 2027',
    );
    expect(formatEventTime(summit.startsAt, 'America/New_York')).toBe('9:00 AM');
    expect(formatEventTime(summit.endsAt, 'America/New_York')).toBe('4:00 PM');
    // The same instant read in Chicago would be an hour earlier.
    expect(formatEventTime(summit.startsAt)).toBe('8:00 AM');
    expect(summit).toMatchObject({
      venue: 'Harbor Hall',
      city: 'Boston, MA',
      seatLimit: 40,
      contactEmail: 'events@example.com',
    });
    const general = summit.tickets.find((tier) => tier.name === 'General Admission');
    expect(general?.description).toBe(
      'The full day, after the early-bird window closes on May 20.',
    );
    expect(summit.tickets.find((tier) => tier.isEarlyBird)?.deadline).toBe(
      '2027-05-21T03:59:59.000Z',
    );
  });
});

describe('the configured webinar series', () => {
  it('keeps the spec schedule line, and the summit page lists the series days', () => {
    expect(webinarScheduleLabel(defaultSiteSettings.webinar)).toBe(webinarSeries.scheduleLabel);
    expect(summitWebinarSchedule(defaultSiteSettings.webinar)).toEqual(sparkSummit.webinarSchedule);
  });

  it('states a configured weekly slot and lists the configured dates', () => {
    expect(webinarScheduleLabel(custom.webinar)).toBe('Fridays at 12:30pm CT');
    expect(summitWebinarSchedule(custom.webinar)).toEqual([
      '2027-04-02',
      '2027-04-09',
      '2027-04-16',
      '2027-04-23',
      '2027-04-30',
    ]);
    expect(summitWebinarSchedule(custom.webinar).map(formatCalendarDate)[0]).toBe('April 2');
  });

  it('names the first slot when sessions do not share a weekday and time', () => {
    const [first, ...rest] = custom.webinar.sessions;
    const irregular = {
      ...custom.webinar,
      timeZone: 'America/New_York',
      sessions: [{ ...first!, date: '2027-04-01', time: '18:00' }, ...rest],
    };
    expect(webinarScheduleLabel(irregular)).toBe('Starting Thursday at 6pm ET');
  });

  it('puts the configured date and time in the calendar link and the date badge', () => {
    const series = configuredWebinarSeries(custom);
    const [first] = series.sessions;
    expect(first?.startsAt).toBe('2027-04-02T17:30:00.000Z');
    expect(formatEventDay(first!.startsAt)).toBe('Friday, April 2');
    expect(eventDateParts(first!.startsAt)).toEqual({ weekday: 'Fri', month: 'Apr', day: '2' });
    const link = new URL(calendarTemplateUrl(webinarCalendarEvent(first!)));
    expect(link.searchParams.get('dates')).toBe('20270402T173000Z/20270402T180000Z');
    expect(series.finale.startsAt).toBe(configuredSummit(custom).startsAt);
  });
});

describe('time zone labels', () => {
  it('uses the short generic name, or the offset where a zone has no short name', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('CT');
    expect(timeZoneLabel('America/New_York')).toBe('ET');
    expect(timeZoneLabel('Europe/Berlin')).toBe('GMT+1');
    expect(timeZoneLongName('America/Chicago')).toBe('Central Time');
  });
});
