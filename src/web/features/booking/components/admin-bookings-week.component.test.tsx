import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking, BookingWeek } from '~/shared/booking/booking-types';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import type { ApiCall } from '~/web/testing/fake-api';
import { AdminBookingsScreen } from './admin-bookings-screen';

const aBooking = (fields: Partial<AdminBooking> & Pick<AdminBooking, 'id' | 'startsAt'>) => ({
  kindName: 'Discovery call',
  status: 'confirmed' as const,
  payment: 'free' as const,
  endsAt: fields.startsAt,
  name: 'Ada Founder',
  email: 'ada@example.com',
  timeZone: 'Europe/Berlin',
  answers: { goal: 'A clearer pitch' },
  cancelledBy: null,
  cancelMessage: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

// Week of Monday 2026-03-02 in Chicago (CST, UTC-6).
const weeks: Record<string, AdminBooking[]> = {
  '2026-03-02': [
    aBooking({ id: 'b2', startsAt: '2026-03-06T20:00:00.000Z', name: 'Grace Hopper' }),
    // 23:30 on Friday in Chicago, already Saturday in UTC: shown on Friday.
    aBooking({ id: 'b3', startsAt: '2026-03-07T05:30:00.000Z', name: 'Night Owl' }),
    aBooking({ id: 'b1', startsAt: '2026-03-06T15:00:00.000Z', name: 'Ada Founder' }),
  ],
  '2026-03-09': [aBooking({ id: 'b4', startsAt: '2026-03-10T15:00:00.000Z', name: 'Linus' })],
};

function weekOf(call: ApiCall): BookingWeek {
  const asked = new URL(call.path, 'http://localhost').searchParams.get('start');
  const start = asked ?? '2026-03-02';
  const bookings = (weeks[start] ?? []).toSorted((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { studioTimeZone: 'America/Chicago', start, today: '2026-03-04', bookings };
}

function bookingsApi() {
  return adminApi()
    .on('GET', '/api/admin/booking/bookings', { studioTimeZone: 'America/Chicago', bookings: [] })
    .on('GET', '/api/admin/booking/week', weekOf)
    .on('GET', '/api/admin/booking/availability', new Promise(() => {}))
    .on('GET', '/api/admin/booking/feed-url', { url: 'https://studio.dev/feed.ics' })
    .on('GET', '/api/admin/booking/days-off', {
      today: '2026-03-04',
      studioTimeZone: 'America/Chicago',
      daysOff: [],
    })
    .on('GET', '/api/admin/booking/kinds', { kinds: [] })
    .on('GET', '/api/admin/catalogue', { revision: 1, items: [], history: [] });
}

const openWeek = async () => {
  const screenView = renderAdmin(bookingsApi(), '/admin/bookings', <AdminBookingsScreen />);
  await screenView.user.click(await screen.findByRole('button', { name: 'Week' }));
  return screenView;
};

describe('Admin: the week view of bookings', () => {
  it('switches from the list to seven days, Monday to Sunday, today marked', async () => {
    await openWeek();
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const week = await screen.findByRole('list', { name: 'Calls, week of Mar 2 – 8, 2026' });
    const days = within(week).getAllByRole('listitem', { name: /day/ });
    expect(days.map((day) => day.getAttribute('aria-labelledby'))).toEqual([
      'week-day-2026-03-02',
      'week-day-2026-03-03',
      'week-day-2026-03-04',
      'week-day-2026-03-05',
      'week-day-2026-03-06',
      'week-day-2026-03-07',
      'week-day-2026-03-08',
    ]);
    expect(days[0]!.textContent).toContain('Monday');
    expect(days[2]!.textContent).toContain('(today)');
    expect(days[6]!.textContent).toContain('No calls');
  });

  it('places the calls on their studio-local day in time order', async () => {
    await openWeek();
    const friday = await screen.findByRole('listitem', { name: /Friday/ });
    const summaries = within(friday)
      .getAllByRole('group')
      .map((call) => call.querySelector('summary')?.textContent);
    expect(summaries).toEqual([
      expect.stringMatching(/^9:00 AM Ada Founder/),
      expect.stringMatching(/^2:00 PM Grace Hopper/),
      expect.stringMatching(/^11:30 PM Night Owl/),
    ]);
    expect(
      within(screen.getByRole('listitem', { name: /Saturday/ })).getByText('No calls'),
    ).toBeTruthy();
  });

  it('moves a week on and back with the keyboard and opens a call', async () => {
    const { user, api } = await openWeek();
    await screen.findByRole('list', { name: /Mar 2 – 8/ });
    screen.getByRole('button', { name: 'Next week' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: /Mar 9 – 15/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/booking/week?start=2026-03-09')).toHaveLength(1);

    // A summary opens its details on Enter in a browser; jsdom only does it on a click.
    const linus = screen.getByText('Linus').closest('summary') as HTMLElement;
    await user.click(linus);
    expect((linus.parentElement as HTMLDetailsElement).open).toBe(true);
    expect(screen.getByText('“A clearer pitch”')).toBeTruthy();

    screen.getByRole('button', { name: 'Previous week' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: /Mar 2 – 8/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(api.callsTo('GET', '/api/admin/booking/week')[0]!.path).toBe('/api/admin/booking/week');
  });
});
