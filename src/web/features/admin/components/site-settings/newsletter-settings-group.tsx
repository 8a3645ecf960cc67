import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { newsletterPromise } from '~/shared/newsletter/newsletter-promise';
import {
  newsletterSettingsSchema,
  weekdays,
  type SiteSettings,
} from '~/shared/schemas/site-settings';
import { settingLabel } from '~/shared/site-settings/setting-changes';
import { capitalise } from '../format';
import { SettingField, SettingGroup, timeZoneSuggestionsId } from './setting-fields';

const frequencyLabels = {
  daily: 'Every day',
  weekdays: 'Every weekday (Monday to Friday)',
  weekly: 'Once a week',
} as const;

const selectStyles =
  'w-full rounded-lg border border-ink-700 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

/** The Transmission's schedule: what every sign-up form promises, and the default send time. */
export function NewsletterSettings() {
  const { register, watch } = useFormContext<SiteSettings>();
  const frequencyId = useId();
  const weekdayId = useId();
  const current = newsletterSettingsSchema.safeParse(watch('newsletter'));
  return (
    <SettingGroup
      legend="The Transmission"
      description={
        current.success
          ? `The sign-up forms will say: "${newsletterPromise(current.data)}" New issues are scheduled for the next such slot.`
          : 'What the sign-up forms promise, and when new issues are scheduled.'
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={frequencyId} className="text-sm font-medium text-ink-100">
          {settingLabel('newsletter.frequency')}
        </label>
        <select id={frequencyId} className={selectStyles} {...register('newsletter.frequency')}>
          {Object.entries(frequencyLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {watch('newsletter.frequency') === 'weekly' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={weekdayId} className="text-sm font-medium text-ink-100">
            {settingLabel('newsletter.weekday')}
          </label>
          <select id={weekdayId} className={selectStyles} {...register('newsletter.weekday')}>
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {capitalise(day)}
              </option>
            ))}
          </select>
        </div>
      )}
      <SettingField name="newsletter.sendTime" type="time" />
      <SettingField name="newsletter.timeZone" list={timeZoneSuggestionsId} maxLength={64} />
    </SettingGroup>
  );
}
