import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '~/web/testing/render-screen';
import { formatDayLabel, formatSlotTime } from '../slot-days';
import { SlotPicker } from './slot-picker';

// Two days of free times, on fixed dates: the picker shows whatever it is given.
const firstDay = ['2026-12-01T15:00:00.000Z', '2026-12-01T16:30:00.000Z'];
const secondDay = ['2026-12-02T09:00:00.000Z'];

/** The picker as the booking page holds it: the page owns the zone. */
function Picker(props: { slots: string[]; suggested?: string[]; onPick: (slot: string) => void }) {
  const [timeZone, setTimeZone] = useState('UTC');
  return <SlotPicker {...props} timeZone={timeZone} onTimeZoneChange={setTimeZone} />;
}

const times = () => screen.getByRole('group', { name: /^Free times on / });

describe('the slot picker', () => {
  it('says when there is no free time, and offers no day', () => {
    renderScreen(<Picker slots={[]} onPick={vi.fn()} />);
    expect(screen.getByText(/No free times in the coming weeks/)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('opens on the first day, switches days, and hands over the time picked', async () => {
    const onPick = vi.fn();
    const { user } = renderScreen(<Picker slots={[...firstDay, ...secondDay]} onPick={onPick} />);
    const days = screen.getByRole('group', { name: 'Days with free times' });
    const [dayOne, dayTwo] = within(days).getAllByRole('button');
    expect(dayOne?.textContent).toBe(formatDayLabel('2026-12-01'));
    expect(dayOne?.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(times())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(firstDay.map((slot) => formatSlotTime(slot, 'UTC')));
    await user.click(dayTwo as HTMLElement);
    expect(dayTwo?.getAttribute('aria-pressed')).toBe('true');
    expect(times().getAttribute('aria-label')).toBe(
      `Free times on ${formatDayLabel('2026-12-02')}`,
    );
    await user.click(
      within(times()).getByRole('button', { name: formatSlotTime(secondDay[0] as string, 'UTC') }),
    );
    expect(onPick).toHaveBeenCalledWith(secondDay[0]);
  });

  it('shows the times in the zone the visitor picks', async () => {
    const { user } = renderScreen(<Picker slots={firstDay} onPick={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText(/^Times are shown in/), 'Asia/Tokyo');
    expect(screen.getByLabelText(/^Times are shown in/).closest('label')?.textContent).toMatch(
      /\(Asia\/Tokyo\)/,
    );
    // 15:00 UTC is past midnight in Tokyo: the times move to the next day.
    expect(times().getAttribute('aria-label')).toBe(
      `Free times on ${formatDayLabel('2026-12-02')}`,
    );
    expect(within(times()).getAllByRole('button')[0]?.textContent).toBe(
      formatSlotTime(firstDay[0] as string, 'Asia/Tokyo'),
    );
  });

  it('highlights the next free times after a "just taken" answer', () => {
    renderScreen(<Picker slots={firstDay} suggested={[firstDay[1] as string]} onPick={vi.fn()} />);
    const [taken, suggested] = within(times()).getAllByRole('button');
    // The highlight is the chosen-chip style, and a screen reader hears it named.
    expect(suggested?.className).toMatch(/border-signal-400/);
    expect(taken?.className).not.toMatch(/border-signal-400/);
    const named = (name: string) => within(times()).getByRole('button', { name });
    expect(named(`${formatSlotTime(firstDay[1] as string, 'UTC')} (next free)`)).toBe(suggested);
    expect(named(formatSlotTime(firstDay[0] as string, 'UTC'))).toBe(taken);
  });
});
