import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBookingKind } from '~/shared/booking/booking-types';
import BookPage from '~/web/routes/book';
import { errorReply, FakeApi, type Reply } from '~/web/testing/fake-api';
import { renderScreen, type RenderedScreen } from '~/web/testing/render-screen';

/** The public booking page of a free kind, without a credit (booking-credit covers those). */
const discovery: PublicBookingKind = {
  slug: 'discovery-call',
  name: 'Discovery Call',
  description: 'Thirty minutes to see whether we fit.',
  durationMinutes: 30,
  locationKind: 'video',
  questions: [],
  priceCents: null,
};
// Free times on the page's own clock: three days ahead.
const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11);
const [first, second, third] = ['15:00', '16:00', '17:00'].map((t) => `${day}${t}:00.000Z`) as [
  string,
  string,
  string,
];

/** `slots` answers each load of the free times in turn (the last one repeats). */
function openPage(
  answers: { slots?: (object | Reply)[]; booking?: (body: object) => object | Reply } = {},
): RenderedScreen {
  const slots = answers.slots ?? [{ kind: discovery, slots: [first, second, third] }];
  let loads = 0;
  const api = new FakeApi()
    .on('GET', '/api/booking/kinds/:slug/slots', () => slots[Math.min(loads++, slots.length - 1)])
    .on('POST', '/api/booking/bookings', (call) =>
      (answers.booking ?? confirmed)(call.body as object),
    );
  return renderScreen(<BookPage />, {
    api,
    user: null,
    url: '/book/discovery-call',
    path: '/book/:kind',
  });
}

const confirmed = (body: object) => ({
  id: 'new',
  status: 'confirmed',
  kind: discovery,
  startsAt: first,
  endsAt: first,
  timeZone: 'UTC',
  name: 'Ada',
  manageUrl: '/book/manage?t=new-token',
  ...body,
});

async function pickTime(page: RenderedScreen, index = 0) {
  const times = await screen.findByRole('group', { name: /^Free times on / });
  await page.user.click(within(times).getAllByRole('button')[index] as HTMLElement);
}

async function fillAndBook(page: RenderedScreen) {
  await page.user.type(screen.getByLabelText(/^Name/), 'Ada');
  await page.user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await page.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
}

describe('the public booking page', () => {
  it('loads the free times, then names the kind: free, its length and place', async () => {
    openPage();
    expect(screen.getByRole('status').textContent).toBe('Loading free times...');
    expect(await screen.findByRole('heading', { name: 'Discovery Call' })).toBeTruthy();
    expect(screen.getByText(/30 minutes · Video call · Free/)).toBeTruthy();
    expect(screen.getByText(discovery.description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Pick a day and time' })).toBeTruthy();
  });

  it('says when the free times cannot load, and loads them again on request', async () => {
    const page = openPage({
      slots: [errorReply(404, 'not_found', 'No such call.'), { kind: discovery, slots: [first] }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/No such call\./);
    await page.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Discovery Call' })).toBeTruthy();
  });

  it('says when there is no free time', async () => {
    openPage({ slots: [{ kind: discovery, slots: [] }] });
    expect(await screen.findByText(/No free times in the coming weeks/)).toBeTruthy();
  });

  it('books a picked time and confirms it, with the link to move or cancel', async () => {
    const page = openPage();
    await pickTime(page, 1);
    expect(screen.getByRole('heading', { name: '2. Your details' })).toBeTruthy();
    await fillAndBook(page);
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' }).getAttribute('href')).toBe(
      '/book/manage?t=new-token',
    );
    const [sent] = page.api.callsTo('POST', '/api/booking/bookings');
    expect(sent?.body).toMatchObject({
      kind: 'discovery-call',
      startsAt: second,
      name: 'Ada',
      email: 'ada@example.com',
      answers: {},
    });
  });

  it('goes back to the times from the details, and sends nothing with missing fields', async () => {
    const page = openPage();
    await pickTime(page);
    await page.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Your name, please')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('group', { name: /^Free times on / })).toBeTruthy();
    expect(page.api.callsTo('POST', '/api/booking/bookings')).toHaveLength(0);
  });

  it('answers "just taken" with fresh times and the next free ones highlighted', async () => {
    const page = openPage({
      slots: [
        { kind: discovery, slots: [first, second, third] },
        { kind: discovery, slots: [second, third] },
      ],
      booking: () =>
        errorReply(409, 'slot_taken', 'That time was just taken. Please pick another.', {
          nextFree: [third],
        }),
    });
    await pickTime(page);
    await fillAndBook(page);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time was just taken. The next free times are highlighted.',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: /^Free times on / })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    const [other, next] = within(
      screen.getByRole('group', { name: /^Free times on / }),
    ).getAllByRole('button');
    expect(next?.className).toMatch(/border-signal-400/);
    expect(other?.className).not.toMatch(/border-signal-400/);
  });

  it('keeps the details and says why when the server refuses the booking', async () => {
    const page = openPage({
      booking: () => errorReply(400, 'validation_error', 'Bookings are paused this week.'),
    });
    await pickTime(page);
    await fillAndBook(page);
    expect((await screen.findByRole('alert')).textContent).toBe('Bookings are paused this week.');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
  });

  it('sends a paid kind to the checkout instead of confirming it', async () => {
    const paid = { ...discovery, priceCents: 25_000 };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const page = openPage({
        slots: [{ kind: paid, slots: [first] }],
        booking: (body) => ({
          ...confirmed(body),
          status: 'held',
          checkoutUrl: 'https://checkout.example/session-1',
        }),
      });
      expect(await screen.findByText(/\$250(\.00)?, paid to confirm/)).toBeTruthy();
      await pickTime(page);
      await page.user.type(screen.getByLabelText(/^Name/), 'Ada');
      await page.user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
      await page.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://checkout.example/session-1'),
      );
      expect(screen.queryByRole('heading', { name: "You're booked" })).toBeNull();
    } finally {
      assign.mockRestore();
    }
  });
});
