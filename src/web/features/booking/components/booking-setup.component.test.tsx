import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingKind, DayOff } from '~/shared/booking/booking-types';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';
import { AdminBookingsScreen } from './admin-bookings-screen';

const discovery: AdminBookingKind = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'discovery-call',
  name: 'Discovery call',
  description: 'A free call.',
  durationMinutes: 30,
  locationKind: 'video',
  location: 'https://meet.signal.studio/discovery',
  questions: [
    { id: 'goal', label: 'What would you like?', required: true },
    { id: 'site', label: 'Your site?', required: false },
  ],
  catalogueKey: null,
  isActive: true,
  position: 0,
};
const spark: AdminBookingKind = {
  ...discovery,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'spark-session',
  name: 'SPARK Session',
  durationMinutes: 90,
  catalogueKey: 'spark',
  position: 1,
};

function setupApi(daysOff: DayOff[] = []) {
  return adminApi()
    .on('GET', '/api/admin/booking/bookings', { studioTimeZone: 'America/Chicago', bookings: [] })
    .on('GET', '/api/admin/booking/availability', new Promise(() => {}))
    .on('GET', '/api/admin/booking/feed-url', { url: 'https://studio.dev/feed.ics' })
    .on('GET', '/api/admin/booking/days-off', () => ({
      today: '2026-03-04',
      studioTimeZone: 'America/Chicago',
      daysOff,
    }))
    .on('POST', '/api/admin/booking/days-off', (call: ApiCall) => {
      daysOff.push(call.body as DayOff);
      return { ok: true };
    })
    .on('DELETE', '/api/admin/booking/days-off/:day', (_call: ApiCall, { day }) => {
      daysOff.splice(
        daysOff.findIndex((entry) => entry.day === day),
        1,
      );
      return { ok: true };
    })
    .on('GET', '/api/admin/booking/kinds', { kinds: [discovery, spark] })
    .on('POST', '/api/admin/booking/kinds', { id: '33333333-3333-4333-8333-333333333333' })
    .on('PUT', '/api/admin/booking/kinds/:id', { ok: true })
    .on('GET', '/api/admin/catalogue', {
      revision: 1,
      history: [],
      items: [{ key: 'spark', name: 'SPARK™ Session', amount: 150_000 }],
    });
}

const render = (api = setupApi()) => renderAdmin(api, '/admin/bookings', <AdminBookingsScreen />);
const region = (name: string) => screen.findByRole('region', { name });

describe('Admin: days off', () => {
  it('adds a day with a note and removes one, offering no past day', async () => {
    const { user, api } = render(setupApi([{ day: '2026-03-20', note: 'Conference' }]));
    const section = await region('Days off');
    const list = await within(section).findByRole('list', { name: 'Days off ahead' });
    expect(list.textContent).toContain('Fri, Mar 20, 2026 · Conference');
    const dayField = within(section).getByLabelText(/^Day(?!s)/) as HTMLInputElement;
    expect(dayField.min).toBe('2026-03-04');

    await user.type(dayField, '2026-12-24');
    await user.type(within(section).getByLabelText(/^Note/), 'Christmas Eve');
    await user.click(within(section).getByRole('button', { name: 'Add day off' }));
    expect(api.callsTo('POST', '/api/admin/booking/days-off')[0]!.body).toEqual({
      day: '2026-12-24',
      note: 'Christmas Eve',
    });
    expect(await within(section).findByText('Thu, Dec 24, 2026')).toBeTruthy();

    await user.click(
      within(section).getByRole('button', { name: 'Remove the day off on Fri, Mar 20, 2026' }),
    );
    expect(api.callsTo('DELETE', '/api/admin/booking/days-off/2026-03-20')).toHaveLength(1);
  });

  it('refuses a past day and an empty one without asking the server', async () => {
    const { user, api } = render();
    const section = await region('Days off');
    const add = await within(section).findByRole('button', { name: 'Add day off' });
    await user.click(add);
    expect((await within(section).findByRole('alert')).textContent).toContain('A date like');
    await user.type(within(section).getByLabelText(/^Day(?!s)/), '2026-03-03');
    await user.click(add);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'That day has passed; choose today or a later day',
    );
    expect(api.callsTo('POST', '/api/admin/booking/days-off')).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    const api = setupApi().on(
      'POST',
      '/api/admin/booking/days-off',
      errorReply(409, 'day_off_exists', 'That day is already off'),
    );
    const { user } = render(api);
    const section = await region('Days off');
    await user.type(await within(section).findByLabelText(/^Day(?!s)/), '2026-03-05');
    await user.click(within(section).getByRole('button', { name: 'Add day off' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('That day is already off');
  });
});

describe('Admin: kinds of call', () => {
  it('lists the kinds with their page, length and price', async () => {
    render();
    const list = await within(await region('Kinds of call')).findByRole('list', {
      name: 'Kinds of call',
    });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('/book/discovery-call · 30 min · Free');
    expect(await within(second!).findByText(/\$1,500/)).toBeTruthy();
  });

  it('adds a kind with a price, a question and an order', async () => {
    const { user, api } = render();
    const section = await region('Kinds of call');
    await user.click(await within(section).findByRole('button', { name: /Add a kind of call/ }));
    const form = within(section).getByRole('form', { name: 'New kind of call' });
    await user.type(within(form).getByLabelText(/^Name/), 'Office hours');
    await user.type(within(form).getByLabelText(/^Address on the site/), 'office-hours');
    const duration = within(form).getByLabelText(/^Duration/);
    await user.clear(duration);
    await user.type(duration, '20');
    await within(form).findByRole('option', { name: /SPARK/ });
    await user.selectOptions(within(form).getByLabelText('Price'), 'spark');
    await user.clear(within(form).getByLabelText(/^Order/));
    await user.type(within(form).getByLabelText(/^Order/), '3');
    await user.click(within(form).getByLabelText('In person'));
    await user.type(within(form).getByLabelText(/^Street address/), '400 Locust St');
    await user.click(within(form).getByRole('button', { name: /Add a question/ }));
    await user.type(within(form).getByLabelText('Question 1'), 'Your company?');
    await user.click(within(form).getByLabelText('Required'));
    await user.click(within(form).getByRole('button', { name: 'Add kind of call' }));

    const [sent] = api.callsTo('POST', '/api/admin/booking/kinds');
    expect(sent!.body).toMatchObject({
      slug: 'office-hours',
      name: 'Office hours',
      durationMinutes: 20,
      locationKind: 'address',
      location: '400 Locust St',
      catalogueKey: 'spark',
      isActive: true,
      position: 3,
      questions: [{ label: 'Your company?', required: true }],
    });
    expect((sent!.body as { questions: { id: string }[] }).questions[0]!.id).toMatch(
      /^q-[a-z0-9]+$/,
    );
  });

  it('reorders and removes questions of a kind it edits', async () => {
    const { user, api } = render();
    const section = await region('Kinds of call');
    await user.click(await within(section).findByRole('button', { name: 'Edit Discovery call' }));
    const form = within(section).getByRole('form', { name: 'Edit Discovery call' });
    await user.click(within(form).getByRole('button', { name: 'Move question 2 up' }));
    expect((within(form).getByLabelText('Question 1') as HTMLInputElement).value).toBe(
      'Your site?',
    );
    await user.click(within(form).getByRole('button', { name: 'Remove question 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const [sent] = api.callsTo('PUT', `/api/admin/booking/kinds/${discovery.id}`);
    expect((sent!.body as AdminBookingKind).questions).toEqual([
      { id: 'site', label: 'Your site?', required: false },
    ]);
  });

  it.each([
    ['a duration of 0', /^Duration/, '0', 'At least 10 minutes'],
    ['a slug with spaces', /^Address on the site/, 'office hours', 'no spaces'],
    ['a javascript: link', /^Video link/, 'javascript:alert(1)', 'https://'],
  ])('refuses %s with a clear error and sends nothing', async (_label, field, value, message) => {
    const { user, api } = render();
    const section = await region('Kinds of call');
    await user.click(await within(section).findByRole('button', { name: 'Edit Discovery call' }));
    const form = within(section).getByRole('form', { name: 'Edit Discovery call' });
    const input = within(form).getByLabelText(field);
    await user.clear(input);
    await user.type(input, value);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/api/admin/booking/kinds')).toEqual([]);
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    const api = setupApi().on(
      'PUT',
      '/api/admin/booking/kinds/:id',
      errorReply(409, 'slug_taken', 'Another kind of call has this address'),
    );
    const { user } = render(api);
    const section = await region('Kinds of call');
    await user.click(await within(section).findByRole('button', { name: 'Edit Discovery call' }));
    const form = within(section).getByRole('form', { name: 'Edit Discovery call' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Another kind of call has this address',
    );
  });
});
