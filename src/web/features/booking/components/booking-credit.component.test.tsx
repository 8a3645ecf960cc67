import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingCredit } from '~/shared/booking/booking-types';
import BookPage from '~/web/routes/book';
import { errorReply, FakeApi, type Reply } from '~/web/testing/fake-api';
import { renderScreen, type RenderedScreen } from '~/web/testing/render-screen';
import { sparkKind as spark } from './spark-kind.fixture';

/** The booking page opened from a credit's link: each state the visitor can meet. */
const credit: BookingCredit = {
  amount: 150_000,
  currency: 'usd',
  email: 'ada@example.com',
  fromKind: { slug: 'spark-session', name: 'SPARK™ Session' },
  fromStartsAt: '2026-03-03T16:00:00.000Z',
  fromTimeZone: 'America/Chicago',
  createdAt: '2026-03-02T14:00:00.000Z',
  usedAt: null,
};
// Free times on the page's own clock: three days ahead, 15:00 UTC.
const slot = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11) + '15:00:00.000Z';

/** `refused`: the server's answer to the booking, instead of confirming it. */
function openPage(answer: object, refused?: Reply): RenderedScreen {
  const api = new FakeApi()
    .on('GET', '/api/booking/kinds/:slug/slots', { kind: spark, slots: [slot] })
    .on('GET', '/api/booking/credit', answer)
    .on(
      'POST',
      '/api/booking/bookings',
      (call) =>
        refused ?? {
          id: 'new',
          status: 'confirmed',
          kind: spark,
          startsAt: slot,
          endsAt: slot,
          timeZone: 'UTC',
          name: 'Ada',
          manageUrl: '/book/manage?t=new',
          ...(call.body as object),
        },
    );
  return renderScreen(<BookPage />, {
    api,
    user: null,
    url: '/book/spark-session?credit=signed-token',
    path: '/book/:kind',
  });
}

async function pickTheTime(screen: RenderedScreen) {
  const days = await screen.findByRole('group', { name: 'Days with free times' });
  await screen.user.click(days.querySelector('button') as HTMLButtonElement);
  const times = await screen.findByRole('group', { name: /^Free times on / });
  await screen.user.click(times.querySelector('button') as HTMLButtonElement);
}

describe('the booking page with a credit', () => {
  it('pays with an unused credit: its address, locked; no checkout; confirmed', async () => {
    const page = openPage({ credit });
    expect(await screen.findByText('Paid with your credit')).toBeTruthy();
    expect(screen.getByText(/SPARK™ Session of Tuesday, March 3/)).toBeTruthy();
    await pickTheTime(page);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    await page.user.type(screen.getByLabelText(/Name/), 'Ada');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    const [sent] = page.api.callsTo('POST', '/api/booking/bookings');
    expect(sent?.body).toMatchObject({ creditToken: 'signed-token', email: 'ada@example.com' });
  });

  it('says a used credit is spent and books as usual, paid at checkout', async () => {
    const page = openPage({ credit: { ...credit, usedAt: '2026-03-02T15:00:00.000Z' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/used already.*as usual/);
    await pickTheTime(page);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('says a forged link does not work and books as usual', async () => {
    openPage(errorReply(400, 'invalid_link', 'This link does not work.'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /This link does not work\. You can still book and pay as usual\./,
    );
    expect(screen.getByText(/paid to confirm/)).toBeTruthy();
  });

  it('falls back to paying when the credit was spent meanwhile', async () => {
    const page = openPage(
      { credit },
      errorReply(409, 'credit_unavailable', 'This credit cannot pay for this call.'),
    );
    await screen.findByText('Paid with your credit');
    await pickTheTime(page);
    await page.user.type(screen.getByLabelText(/Name/), 'Ada');
    await page.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot pay.*pay as usual/);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });
});
