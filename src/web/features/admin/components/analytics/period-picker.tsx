import { useId, useState, type FormEvent } from 'react';
import type { AnalyticsPeriod } from '~/shared/schemas/analytics';
import type { PeriodSelection } from '~/web/features/admin/api/analytics-api';

const presets: { period: AnalyticsPeriod; label: string }[] = [
  { period: 'today', label: 'Today' },
  { period: '7d', label: '7 days' },
  { period: '30d', label: '30 days' },
  { period: '12m', label: '12 months' },
  { period: 'custom', label: 'Custom' },
];

const dateInputStyles =
  'rounded-lg border border-ink-700 bg-ink-950 px-3 py-1.5 text-sm text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

interface PeriodPickerProps {
  selection: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
  /** The range the server last answered for, to start a custom range from. */
  shownRange?: { from: string; to: string };
}

/** The report's period: a preset, or a custom range applied with its own button. */
export function PeriodPicker({ selection, onChange, shownRange }: PeriodPickerProps) {
  const name = useId();
  const [isCustom, setIsCustom] = useState(selection.period === 'custom');
  const [from, setFrom] = useState(selection.from ?? shownRange?.from ?? '');
  const [to, setTo] = useState(selection.to ?? shownRange?.to ?? '');
  const isRangeValid = Boolean(from && to && from <= to);

  const choose = (period: AnalyticsPeriod) => {
    if (period === 'custom') {
      setIsCustom(true);
      if (!from && shownRange) setFrom(shownRange.from);
      if (!to && shownRange) setTo(shownRange.to);
      return;
    }
    setIsCustom(false);
    onChange({ period });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (isRangeValid) onChange({ period: 'custom', from, to });
  };

  const checked = isCustom ? 'custom' : selection.period;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="sr-only">Period</legend>
        <div className="flex flex-wrap gap-1.5">
          {presets.map((preset) => (
            <label
              key={preset.period}
              className="cursor-pointer rounded-full border border-ink-700 px-3 py-1.5 text-sm text-ink-200 has-checked:border-signal-400 has-checked:bg-signal-500/15 has-checked:text-signal-200 has-focus-visible:ring-2 has-focus-visible:ring-signal-400/60"
            >
              <input
                type="radio"
                name={name}
                value={preset.period}
                checked={checked === preset.period}
                onChange={() => choose(preset.period)}
                className="sr-only"
              />
              {preset.label}
            </label>
          ))}
        </div>
      </fieldset>
      {isCustom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1 text-ink-300">
            From
            <input
              type="date"
              required
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              className={dateInputStyles}
            />
          </label>
          <label className="flex flex-col gap-1 text-ink-300">
            To
            <input
              type="date"
              required
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              className={dateInputStyles}
            />
          </label>
          <button
            type="submit"
            disabled={!isRangeValid}
            className="rounded-full bg-signal-500 px-4 py-1.5 font-semibold text-ink-950 hover:bg-signal-400 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Apply
          </button>
        </form>
      )}
    </div>
  );
}
