import { useState } from 'react';
import { formatDayLabel, formatSlotTime, groupSlotsByDay, timeZoneName } from '../slot-days';

interface SlotPickerProps {
  slots: readonly string[];
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  onPick: (startsAt: string) => void;
  /** Highlighted after a "just taken" answer. */
  suggested?: readonly string[];
  heading?: string;
}

const allTimeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

const chip =
  'shrink-0 rounded-xl border px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-signal-400';
const chipOff = 'border-ink-700 text-ink-200 hover:border-ink-500';
const chipOn = 'border-signal-400 bg-signal-500/15 text-ink-100';

/** Step 1: a day, then a time on it, shown in the visitor's zone (which they may change). */
export function SlotPicker({
  slots,
  timeZone,
  onTimeZoneChange,
  onPick,
  suggested = [],
  heading = '1. Pick a day and time',
}: SlotPickerProps) {
  const days = groupSlotsByDay(slots, timeZone);
  const [chosenDate, setChosenDate] = useState<string | undefined>(undefined);
  const day = days.find((candidate) => candidate.date === chosenDate) ?? days[0];
  const zones = allTimeZones();

  return (
    <section aria-labelledby="pick-time-heading" className="flex flex-col gap-5">
      <h2 id="pick-time-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <label className="flex flex-col gap-1.5 text-sm text-ink-300">
        Times are shown in {timeZoneName(timeZone)}
        <select
          value={timeZone}
          onChange={(event) => onTimeZoneChange(event.target.value)}
          className="w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-base text-ink-100 sm:max-w-sm"
        >
          {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      {days.length === 0 ? (
        <p className="rounded-xl border border-ink-800 p-4 text-ink-300">
          No free times in the coming weeks. Please write to us and we will find one.
        </p>
      ) : (
        <>
          <div
            role="group"
            aria-label="Days with free times"
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2"
          >
            {days.map((candidate) => (
              <button
                key={candidate.date}
                type="button"
                aria-pressed={candidate.date === day?.date}
                onClick={() => setChosenDate(candidate.date)}
                className={`${chip} ${candidate.date === day?.date ? chipOn : chipOff}`}
              >
                {formatDayLabel(candidate.date)}
              </button>
            ))}
          </div>
          {day && (
            <div
              role="group"
              aria-label={`Free times on ${formatDayLabel(day.date)}`}
              className="grid grid-cols-3 gap-2 sm:grid-cols-4"
            >
              {day.slots.map((slot) => (
                <button
                  key={slot}
                  type="button"
                  onClick={() => onPick(slot)}
                  className={`${chip} ${suggested.includes(slot) ? chipOn : chipOff}`}
                >
                  {formatSlotTime(slot, timeZone)}
                  {/* The highlight says it to the eye; this says it to a screen reader. */}
                  {suggested.includes(slot) && <span className="sr-only"> (next free)</span>}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
