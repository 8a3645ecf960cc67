import { useState, type FormEvent } from 'react';
import { dayOffSchema } from '~/shared/booking/booking-types';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/form-field';
import { Spinner } from '~/web/components/ui/spinner';
import { toast } from '~/web/lib/toast';
import { useAddDayOff, useDaysOff, useRemoveDayOff } from '../api/booking-setup';

/** "Thu, Dec 24, 2026": with its year, since a day off may be next year's. */
function formatDayOff(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * Whole days the studio takes no calls, in its own time zone: added one at a time with a
 * note, removed one at a time. Days already past are neither listed nor offered (the
 * date field starts at the studio's today, and the server refuses an earlier one).
 */
export function DaysOffEditor() {
  const query = useDaysOff();
  const add = useAddDayOff();
  const remove = useRemoveDayOff();
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.data) return;
    const parsed = dayOffSchema.safeParse({ day, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data.day < query.data.today) {
      return setError('That day has passed; choose today or a later day');
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDay('');
        setNote('');
        toast.success(`${formatDayOff(parsed.data.day)} is a day off.`);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section
      aria-labelledby="days-off-heading"
      className="mt-8 rounded-2xl border border-ink-800 p-5"
    >
      <h2 id="days-off-heading" className="text-lg font-semibold">
        Days off
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-300">
        No calls can be booked on these days
        {query.data ? ` (dates in ${query.data.studioTimeZone})` : ''}.
      </p>
      {query.isPending && <Spinner label="Loading days off..." />}
      {query.isError && (
        <p role="alert" className="text-red-200">
          Could not load the days off: {query.error.message}
        </p>
      )}
      {query.data && (
        <>
          {query.data.daysOff.length === 0 ? (
            <p className="mb-4 text-sm text-ink-400">No days off ahead.</p>
          ) : (
            <ul aria-label="Days off ahead" className="mb-4 flex flex-col gap-2">
              {query.data.daysOff.map((dayOff) => (
                <li
                  key={dayOff.day}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-800 px-3 py-2"
                >
                  <span>
                    <span className="font-medium">{formatDayOff(dayOff.day)}</span>
                    {dayOff.note && <span className="text-sm text-ink-300"> · {dayOff.note}</span>}
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={`Remove the day off on ${formatDayOff(dayOff.day)}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(dayOff.day, {
                        onError: (failure) => toast.error(failure.message),
                      })
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            aria-label="Add a day off"
            onSubmit={submit}
            noValidate
            className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
          >
            <TextField
              label="Day"
              type="date"
              name="day"
              min={query.data.today}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={error}
              required
            />
            <TextField
              label="Note (only you see it)"
              name="note"
              maxLength={200}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              type="submit"
              className="sm:mt-7"
              isLoading={add.isPending}
              loadingText="Adding..."
            >
              Add day off
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
