import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Availability, WeeklyWindow } from '~/shared/booking/booking-types';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/form-field';
import { Spinner } from '~/web/components/ui/spinner';
import { toast } from '~/web/lib/toast';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { adminBookingKeys, useAvailability } from '../api/admin-bookings';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const numberFields = [
  ['bufferBeforeMinutes', 'Buffer before (minutes)'],
  ['bufferAfterMinutes', 'Buffer after (minutes)'],
  ['minimumNoticeMinutes', 'Minimum notice (minutes)'],
  ['horizonDays', 'Bookable days ahead'],
  ['dailyMaximum', 'Most calls a day'],
  ['cancelNoticeMinutes', 'Visitors may move or cancel until (minutes before)'],
] as const;

/** The studio's hours and rules: one window per weekday (empty = closed). */
export function AvailabilityForm() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  const query = useAvailability();
  const [isSaving, setIsSaving] = useState(false);
  if (query.isPending) return <Spinner label="Loading availability..." />;
  if (query.isError)
    return <p role="alert">Could not load the availability: {query.error.message}</p>;
  const current = query.data;
  const windowOf = (weekday: number) =>
    current.weeklyHours.find((window) => window.weekday === weekday);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const weeklyHours: WeeklyWindow[] = weekdays.flatMap((_, index) => {
      const start = text(`start-${index + 1}`);
      const end = text(`end-${index + 1}`);
      return start && end ? [{ weekday: index + 1, start, end }] : [];
    });
    const next: Availability = {
      ...current,
      timeZone: text('timeZone'),
      weeklyHours,
      slotIntervalMinutes: Number(
        text('slotIntervalMinutes'),
      ) as Availability['slotIntervalMinutes'],
      ...Object.fromEntries(numberFields.map(([name]) => [name, Number(text(name))])),
    };
    setIsSaving(true);
    try {
      await request('/api/admin/booking/availability', { method: 'PUT', body: next });
      await queryClient.invalidateQueries({ queryKey: adminBookingKeys.availability });
      toast.success('Availability saved.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not save.');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="flex flex-col gap-5"
      aria-label="Availability"
    >
      <TextField
        label="Studio time zone"
        name="timeZone"
        defaultValue={current.timeZone}
        required
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          Weekly hours (leave a day empty to close it)
        </legend>
        {weekdays.map((day, index) => (
          <div key={day} className="grid grid-cols-[3rem_1fr_1fr] items-center gap-2">
            <span className="text-sm text-ink-300">{day}</span>
            <input
              type="time"
              name={`start-${index + 1}`}
              aria-label={`${day} from`}
              defaultValue={windowOf(index + 1)?.start ?? ''}
              className="rounded-lg border border-ink-700 bg-ink-900 px-2 py-2 text-ink-100"
            />
            <input
              type="time"
              name={`end-${index + 1}`}
              aria-label={`${day} until`}
              defaultValue={windowOf(index + 1)?.end ?? ''}
              className="rounded-lg border border-ink-700 bg-ink-900 px-2 py-2 text-ink-100"
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberFields.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            min={0}
            defaultValue={current[name]}
            required
          />
        ))}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Slot interval
          <select
            name="slotIntervalMinutes"
            defaultValue={current.slotIntervalMinutes}
            className="rounded-lg border border-ink-700 bg-ink-900 px-3 py-2.5 text-base text-ink-100"
          >
            {[15, 20, 30, 60].map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" className="self-start" isLoading={isSaving} loadingText="Saving...">
        Save availability
      </Button>
    </form>
  );
}
