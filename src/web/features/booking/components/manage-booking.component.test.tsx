import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingCredit, VisitorBooking } from '~/shared/booking/booking-types';
import BookManagePage from '~/web/routes/book-manage';
import { errorReply, FakeApi, type Reply } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';
import { sparkKind as spark } from './spark-kind.fixture';
import type { ManagedBooking } from '../api/bookings';
import { formatCallTime } from '../slot-days';

/** The page behind a booking mail's signed link: `/book/manage?t=<token>`. */
const booking: VisitorBooking = {
  id: 'b1',
  status: 'confirmed',
  kind: spark,
  startsAt: '2026-12-10T15:00:00.000Z',
  endsAt: '2026-12-10T16:30:00.000Z',
  timeZone: 'America/Chicago',
  name: 'Ada',
};
const credit: BookingCredit = {
  amount: 150_000,
  currency: 'usd',
  email: 'ada@example.com',
  fromKind: { slug: 'spark-session', name: 'SPARK™ Session' },
  fromStartsAt: booking.startsAt,
  fromTimeZone: booking.timeZone,
  createdAt: '2026-12-01T10:00:00.000Z',
  usedAt: null,
};
const managed = (overrides: Partial<ManagedBooking> = {}): ManagedBooking => ({
  booking,
  canChange: true,
  cancelNoticeMinutes: 1440,
  credit: null,
  ...overrides,
});
const newTime = '2026-12-11T15:00:00.000Z';

/** A route's answer: a body, a refusal, or a handler that answers when the test says. */
type Answer = object | Reply | (() => Promise<object>);

/** `answers` are the manage link's reads in turn (the last one repeats). */
function openPage(
  answers: (ManagedBooking | Reply)[],
  routes: { cancel?: Answer; reschedule?: Answer } = {},
) {
  let reads = 0;
  const api = new FakeApi()
    .on('GET', '/api/booking/manage', () => answers[Math.min(reads++, answers.length - 1)])
    .on('POST', '/api/booking/manage/cancel', routes.cancel ?? { ok: true, payment: null })
    .on('POST', '/api/booking/manage/reschedule', routes.reschedule ?? { ok: true, manageUrl: '' })
    .on('GET', '/api/booking/kinds/:slug/slots', { kind: spark, slots: [newTime] });
  return renderScreen(<BookManagePage />, {
    api,
    user: null,
    url: '/book/manage?t=signed-token',
    path: '/book/manage',
  });
}

/** "Cancel the call", then the confirmation's "Yes, cancel the call". */
async function confirmCancel(user: ReturnType<typeof openPage>['user']): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Cancel the call' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, cancel the call' }));
}

describe('managing a booking from its mail', () => {
  it('loads the call, then shows it with its time in its own zone', async () => {
    const { api } = openPage([managed()]);
    expect(screen.getByRole('status').textContent).toBe('Loading your booking...');
    expect(await screen.findByRole('heading', { name: 'SPARK™ Session' })).toBeTruthy();
    expect(screen.getByText(formatCallTime(booking.startsAt, booking.timeZone))).toBeTruthy();
    expect(api.callsTo('GET', '/api/booking/manage')[0]?.path).toBe(
      '/api/booking/manage?t=signed-token',
    );
  });

  it('says a broken or forged link does not work', async () => {
    openPage([errorReply(400, 'invalid_link', 'This link does not work.')]);
    expect((await screen.findByRole('alert')).textContent).toBe('This link does not work.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks once more before it cancels, and Keep it changes nothing', async () => {
    const { user, api } = openPage([managed()]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the call' }));
    expect(
      screen.getByRole('group', { name: 'Cancel this call? It cannot be undone.' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByRole('button', { name: 'Cancel the call' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/booking/manage/cancel')).toEqual([]);
  });

  it('cancels once confirmed, holds off a second press, and says so', async () => {
    let answer: (value: object) => void = () => undefined;
    const answered = new Promise<object>((resolve) => (answer = resolve));
    const { user, api } = openPage([managed()], { cancel: () => answered });
    await confirmCancel(user);
    const busy = await screen.findByRole('button', { name: 'Cancelling...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer({ ok: true, payment: null });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your call is cancelled. A confirmation is on its way.',
    );
    expect(api.callsTo('POST', '/api/booking/manage/cancel')).toEqual([
      { method: 'POST', path: '/api/booking/manage/cancel', body: { t: 'signed-token' } },
    ]);
  });

  it('says a paid call’s payment is refunded when it is cancelled', async () => {
    const { user } = openPage([managed()], { cancel: { ok: true, payment: 'refund' } });
    await confirmCancel(user);
    expect((await screen.findByRole('status')).textContent).toMatch(/refunded to your card/);
  });

  it('offers the credit a cancelled paid call was kept as', async () => {
    const { user } = openPage(
      [
        managed(),
        managed({ booking: { ...booking, status: 'cancelled' }, canChange: false, credit }),
      ],
      { cancel: { ok: true, payment: 'credit' } },
    );
    await confirmCancel(user);
    expect((await screen.findByRole('status')).textContent).toMatch(/kept as a credit/);
    expect(screen.getByRole('heading', { name: /^Your credit: .*, unused$/ })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Book again with your credit' }).getAttribute('href'),
    ).toMatch(/^\/book\/spark-session\?credit=signed-token/);
  });

  it('says why a cancellation failed', async () => {
    const { user } = openPage([managed()], {
      cancel: errorReply(409, 'too_late', 'It is too late to cancel this call.'),
    });
    await confirmCancel(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It is too late to cancel this call.',
    );
  });

  it('says a call is already cancelled, and offers nothing to press', async () => {
    openPage([managed({ booking: { ...booking, status: 'cancelled' }, canChange: false })]);
    expect(await screen.findByText('This call is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when a call is too close to change, and to write instead', async () => {
    openPage([managed({ canChange: false })]);
    expect(
      await screen.findByText(/moved or cancelled up to 24 hours before\. Please write to us/),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves the call to a new time picked from the free ones', async () => {
    const { user, api } = openPage([managed()]);
    await user.click(await screen.findByRole('button', { name: 'Pick another time' }));
    const times = await screen.findByRole('group', { name: /^Free times on / });
    expect(screen.getByRole('heading', { name: 'Pick a new time' })).toBeTruthy();
    await user.click(within(times).getAllByRole('button')[0] as HTMLElement);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Moved to .*\. A new confirmation is on its way\.$/,
    );
    expect(api.callsTo('POST', '/api/booking/manage/reschedule')[0]?.body).toEqual({
      t: 'signed-token',
      startsAt: newTime,
    });
  });

  it('says why a move failed and loads the free times again', async () => {
    const { user, api } = openPage([managed()], {
      reschedule: errorReply(409, 'slot_taken', 'That time was just taken. Please pick another.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pick another time' }));
    const times = await screen.findByRole('group', { name: /^Free times on / });
    await user.click(within(times).getAllByRole('button')[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time was just taken. Please pick another.',
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/booking/kinds/spark-session/slots')).toHaveLength(2),
    );
  });
});
