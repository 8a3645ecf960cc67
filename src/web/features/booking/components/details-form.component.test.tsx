import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBookingKind } from '~/shared/booking/booking-types';
import { renderScreen } from '~/web/testing/render-screen';
import { formatCallTime } from '../slot-days';
import { DetailsForm } from './details-form';

const startsAt = '2026-12-01T15:00:00.000Z';
const discovery: PublicBookingKind = {
  slug: 'discovery-call',
  name: 'Discovery Call',
  description: '',
  durationMinutes: 30,
  locationKind: 'video',
  questions: [
    { id: 'goal', label: 'What do you want from the call?', required: true },
    { id: 'site', label: 'Your website', required: false },
  ],
  priceCents: null,
};

function openForm(overrides: Partial<Parameters<typeof DetailsForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  const page = renderScreen(
    <DetailsForm
      kind={discovery}
      startsAt={startsAt}
      timeZone="UTC"
      isSubmitting={false}
      onBack={onBack}
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return { ...page, onSubmit, onBack };
}

describe('the booking details form', () => {
  it('names the call and its time, and marks every missing or wrong field', async () => {
    const { user, onSubmit } = openForm();
    expect(screen.getByText(new RegExp(formatCallTime(startsAt, 'UTC')))).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your name, please',
      'An e-mail address, please',
      'Please answer this',
    ]);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Your website/).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed details and every answer once the required ones are there', async () => {
    const { user, onSubmit } = openForm();
    await user.type(screen.getByLabelText(/^Name/), '  Ada Lovelace ');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^What do you want/), 'A clearer offer');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      answers: { goal: 'A clearer offer', site: '' },
    });
  });

  it('asks a paid kind to be paid, shows the server’s refusal, and goes back on request', async () => {
    const { user, onBack } = openForm({
      kind: { ...discovery, questions: [], priceCents: 25_000 },
      error: 'Bookings are paused.',
    });
    expect(screen.getByText(/We hold this time for you for 15 minutes/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bookings are paused.');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('holds off a second press while the booking is on its way', () => {
    openForm({ isSubmitting: true });
    const busy = screen.getByRole('button', { name: 'Booking...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });
});
