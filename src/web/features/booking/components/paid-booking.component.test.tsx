import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaidBookingAnswer, VisitorBooking } from '~/shared/booking/booking-types';
import BookPaidPage from '~/web/routes/book-paid';
import { errorReply, FakeApi, type Reply } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';
import { sparkKind as spark } from './spark-kind.fixture';

/** The page the checkout returns to: `/book/paid?session_id=<checkout session>`. */
const held: VisitorBooking = {
  id: 'b1',
  status: 'held',
  kind: spark,
  startsAt: '2026-12-10T15:00:00.000Z',
  endsAt: '2026-12-10T16:30:00.000Z',
  timeZone: 'America/Chicago',
  name: 'Ada',
};
const answer = (booking: Partial<VisitorBooking>): PaidBookingAnswer => ({
  booking: { ...held, ...booking },
  email: 'ada@example.com',
});

/** `answers` are the page's reads in turn (the last one repeats); each may wait. */
function openPage(answers: (PaidBookingAnswer | Reply | (() => Promise<PaidBookingAnswer>))[]) {
  let reads = 0;
  const api = new FakeApi().on('GET', '/api/booking/paid', () => {
    const next = answers[Math.min(reads++, answers.length - 1)];
    return typeof next === 'function' ? next() : next;
  });
  return renderScreen(<BookPaidPage />, {
    api,
    user: null,
    url: '/book/paid?session_id=cs_test_1',
    path: '/book/paid',
  });
}

describe('the page the checkout returns to', () => {
  it('waits for the payment, then shows the confirmed call', async () => {
    const { api } = openPage([answer({ status: 'confirmed', manageUrl: '/book/manage?t=x' })]);
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment...');
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'SPARK™ Session' })).toBeTruthy();
    expect(screen.getByText(/Paid, thank you/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/booking/paid')[0]?.path).toBe(
      '/api/booking/paid?session_id=cs_test_1',
    );
  });

  it('asks again while the payment is on its way, until the booking is confirmed', async () => {
    // The page asks once a second: this test waits for that one second ask.
    const { api } = openPage([answer({}), answer({ status: 'confirmed' })]);
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    expect(api.callsTo('GET', '/api/booking/paid')).toHaveLength(2);
  });

  it('says the time went to someone else when the payment came after the hold', async () => {
    openPage([answer({ status: 'expired', settlement: 'refunded' })]);
    expect(
      await screen.findByRole('heading', { name: 'This time is no longer free' }),
    ).toBeTruthy();
    expect(screen.getByText(/Your payment is refunded to your card/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick another time' }).getAttribute('href')).toBe(
      '/book/spark-session',
    );
  });

  it('says a payment without a booking should follow the mail’s link', async () => {
    openPage([errorReply(404, 'not_found', 'No booking for this payment.')]);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not find a booking for this payment/,
    );
  });

  it('says to reload when the booking cannot be read', async () => {
    openPage([errorReply(500, 'internal', 'Something went wrong.')]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your booking. Please reload the page.',
    );
  });

  it('stops asking after a minute and says the mail will follow', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { api } = openPage([() => released.then(() => answer({}))]);
    // The page noted when it started asking; its first answer comes a minute later.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      release();
      const slow = await screen.findByText(/Your payment is still being confirmed/);
      expect(slow.getAttribute('role')).toBe('status');
      expect(screen.queryByText('Confirming your payment...')).toBeNull();
      expect(api.callsTo('GET', '/api/booking/paid')).toHaveLength(1);
    } finally {
      clock.mockRestore();
    }
  });
});
