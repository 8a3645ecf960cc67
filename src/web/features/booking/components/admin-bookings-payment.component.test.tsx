import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking, BookingPaymentState } from '~/shared/booking/booking-types';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { AdminBookingsScreen } from './admin-bookings-screen';

const payments: [string, BookingPaymentState][] = [
  ['Free Fran', 'free'],
  ['Holding Hal', 'awaiting_payment'],
  ['Paid Pat', 'paid'],
  ['Credit Cleo', 'paid_with_credit'],
  ['Owed Olga', 'refund_due'],
  ['Refunded Rui', 'refunded'],
  ['Credited Cy', 'credited'],
];
// Tuesday 2026-03-03 from 9:00 in Chicago (CST, UTC-6), one call an hour.
const bookings: AdminBooking[] = payments.map(([name, payment], index) => ({
  id: `b${index}`,
  kindName: payment === 'free' ? 'Discovery call' : 'SPARK™ Session',
  status: payment === 'refunded' || payment === 'credited' ? 'cancelled' : 'confirmed',
  payment,
  startsAt: `2026-03-03T${String(15 + index).padStart(2, '0')}:00:00.000Z`,
  endsAt: `2026-03-03T${String(15 + index).padStart(2, '0')}:30:00.000Z`,
  name,
  email: `${index}@example.com`,
  timeZone: 'Europe/Berlin',
  answers: {},
  cancelledBy: null,
  cancelMessage: null,
  createdAt: '2026-03-01T10:00:00.000Z',
}));

function bookingsApi() {
  return adminApi()
    .on('GET', '/api/admin/booking/bookings', { studioTimeZone: 'America/Chicago', bookings })
    .on('GET', '/api/admin/booking/week', {
      studioTimeZone: 'America/Chicago',
      start: '2026-03-02',
      today: '2026-03-02',
      bookings,
    })
    .on('GET', '/api/admin/booking/availability', new Promise(() => {}))
    .on('GET', '/api/admin/booking/feed-url', { url: 'https://studio.dev/feed.ics' })
    .on('GET', '/api/admin/booking/days-off', {
      today: '2026-03-02',
      studioTimeZone: 'America/Chicago',
      daysOff: [],
    })
    .on('GET', '/api/admin/booking/kinds', { kinds: [] })
    .on('GET', '/api/admin/catalogue', { revision: 1, items: [], history: [] });
}

const expected = [
  'Free',
  'Held, awaiting payment',
  'Paid',
  'Paid with a credit',
  'Refund pending',
  'Refunded',
  'Credited',
];

describe('Admin bookings: where the money stands', () => {
  it('names the payment of every call in the list', async () => {
    renderAdmin(bookingsApi(), '/admin/bookings', <AdminBookingsScreen />);
    await screen.findByText(/Free Fran/);
    payments.forEach(([name], index) => {
      const row = screen.getByText(new RegExp(name)).closest('li') as HTMLElement;
      expect(row.textContent).toContain(`Payment: ${expected[index]}`);
    });
  });

  it('shows it in the week view, on each paid call and in its details', async () => {
    const { user } = renderAdmin(bookingsApi(), '/admin/bookings', <AdminBookingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: /Tuesday/ });
    const summaries = within(tuesday)
      .getAllByRole('group')
      .map((call) => call.querySelector('summary')?.textContent ?? '');
    // A free call needs no pill in a narrow column; every other state has one.
    expect(summaries[0]).not.toContain('Payment:');
    expect(summaries.slice(1).map((text) => text.replace(/^.*Payment: /, ''))).toEqual(
      expected.slice(1),
    );
    await user.click(within(tuesday).getByText('Free Fran'));
    expect(within(tuesday).getByText('Payment: Free')).toBeTruthy();
  });
});
