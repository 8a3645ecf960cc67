import type { ReactNode } from 'react';
import { get, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { SiteSettings } from '~/shared/schemas/site-settings';
import { settingLabel } from '~/shared/site-settings/setting-changes';
import { TextField } from '~/web/components/ui/form-field';

type SettingPath = Path<SiteSettings>;

export function useFieldError(name: SettingPath): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<SiteSettings>();
  return (get(errors, name) as FieldError | undefined)?.message;
}

interface SettingFieldProps {
  name: SettingPath;
  type?: 'text' | 'date' | 'time' | 'url' | 'email' | 'number';
  maxLength?: number;
  list?: string;
  placeholder?: string;
  /** Every setting is required but the few that may be left empty. */
  required?: boolean;
}

/** One labelled input, named like the history names it ("Summit date"). */
export function SettingField({ name, type = 'text', ...input }: SettingFieldProps) {
  const { register } = useFormContext<SiteSettings>();
  return (
    <TextField
      label={settingLabel(name)}
      type={type}
      required
      error={useFieldError(name)}
      {...(type === 'number' ? { inputMode: 'numeric' as const, min: 1, step: 1 } : {})}
      {...input}
      {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
    />
  );
}

export function SettingCheckbox({ name, hint }: { name: SettingPath; hint?: string }) {
  const { register } = useFormContext<SiteSettings>();
  return (
    <label className="flex items-start gap-3 rounded-lg border border-ink-700 bg-ink-900 px-3.5 py-3 text-sm text-ink-100">
      <input type="checkbox" className="mt-0.5 size-4 accent-signal-500" {...register(name)} />
      <span>
        <span className="font-medium">{settingLabel(name)}</span>
        {hint && <span className="mt-0.5 block text-ink-400">{hint}</span>}
      </span>
    </label>
  );
}

export function SettingGroup({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-ink-800 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink-100">{legend}</legend>
      {description && <p className="mb-4 text-sm text-ink-400">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Time zones the studio is likely to use, offered as suggestions; any IANA zone works. */
export const timeZoneSuggestionsId = 'site-settings-time-zones';
const commonTimeZones = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Europe/London',
  'Europe/Berlin',
  'UTC',
];

export function TimeZoneSuggestions() {
  return (
    <datalist id={timeZoneSuggestionsId}>
      {commonTimeZones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
