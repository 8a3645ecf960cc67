import { useFormContext } from 'react-hook-form';
import { webinarSessionCount, type SiteSettings } from '~/shared/schemas/site-settings';
import { settingLabel } from '~/shared/site-settings/setting-changes';
import {
  SettingCheckbox,
  SettingField,
  SettingGroup,
  timeZoneSuggestionsId,
} from './setting-fields';

export function SummitSettings() {
  return (
    <SettingGroup
      legend="Spark Summit edition"
      description="Times are in the summit's time zone. Sales close on their own once the day is over."
    >
      <SettingField name="summit.date" type="date" />
      <SettingField name="summit.earlyBirdDeadline" type="date" />
      <SettingField name="summit.startTime" type="time" />
      <SettingField name="summit.endTime" type="time" />
      <SettingField name="summit.timeZone" list={timeZoneSuggestionsId} maxLength={64} />
      <SettingField name="summit.capacity" type="number" />
      <SettingField name="summit.venue" maxLength={100} />
      <SettingField name="summit.city" maxLength={100} />
      <SettingCheckbox
        name="summit.ticketSalesOpen"
        hint="Untick to stop selling tickets before the day."
      />
    </SettingGroup>
  );
}

export function WebinarSettings() {
  return (
    <SettingGroup
      legend="Webinar series"
      description="Five 30-minute sessions. Registration closes after the last one."
    >
      <SettingField name="webinar.timeZone" list={timeZoneSuggestionsId} maxLength={64} />
      <div className="hidden sm:block" />
      {Array.from({ length: webinarSessionCount }, (_, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-lg border border-ink-800 p-3 sm:col-span-2 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-ink-200">Session {index + 1}</legend>
          <SettingField name={`webinar.sessions.${index}.date`} type="date" />
          <SettingField name={`webinar.sessions.${index}.time`} type="time" />
          <SettingField name={`webinar.sessions.${index}.title`} maxLength={120} />
          <SettingField name={`webinar.sessions.${index}.meetingUrl`} type="url" />
          <div className="sm:col-span-2">
            <SettingCheckbox
              name={`webinar.sessions.${index}.cancelled`}
              hint="Shown as cancelled; everyone registered is mailed and gets no reminder."
            />
          </div>
        </fieldset>
      ))}
    </SettingGroup>
  );
}

export function MembershipAndBannerSettings() {
  return (
    <>
      <SettingGroup legend="Membership">
        <SettingField name="membership.cohortLabel" maxLength={40} />
        <SettingCheckbox name="membership.applicationsOpen" />
      </SettingGroup>
      <SettingGroup legend="Banner" description="The strip at the foot of public pages.">
        <SettingField name="banner.title" maxLength={60} />
        <SettingField name="banner.text" maxLength={160} />
        <SettingField name="banner.linkLabel" maxLength={40} />
        <SettingField name="banner.linkUrl" maxLength={500} />
        <SettingCheckbox
          name="banner.visible"
          hint="It also hides itself once the webinar series is over."
        />
      </SettingGroup>
    </>
  );
}

export function LinksAndContactsSettings() {
  return (
    <>
      <SettingGroup legend="Booking links">
        <SettingField name="booking.strategyCall" maxLength={500} />
        <SettingField name="booking.spark" maxLength={500} />
        <SettingField name="booking.consultation" maxLength={500} />
        <SettingField name="booking.discoveryCall" maxLength={500} />
        <SettingField name="booking.supportCall" maxLength={500} />
      </SettingGroup>
      <SettingGroup legend="Contact addresses">
        <SettingField name="contacts.general" type="email" />
        <SettingField name="contacts.summit" type="email" />
        <SettingField name="contacts.support" type="email" />
        <SettingField name="contacts.teamInquiry" type="email" />
        <SettingField
          name="contacts.leadNotices"
          type="email"
          required={false}
          placeholder="Empty: every admin"
        />
      </SettingGroup>
      <SettingGroup legend="Social links">
        <SettingField name="social.linkedin" type="url" />
        <SettingField name="social.instagram" type="url" />
        <SettingField name="social.youtube" type="url" />
        <SettingField name="social.x" type="url" />
      </SettingGroup>
    </>
  );
}

export function OfferEndSettings() {
  const { register, watch } = useFormContext<SiteSettings>();
  const isFixed = watch('offers.bizbuiltnowEndMode') === 'fixed';
  return (
    <SettingGroup
      legend="Offer end dates"
      description="Each offer ends at the end of its last day in this time zone."
    >
      <SettingField name="offers.brandfuelSaleEnd" type="date" />
      <SettingField name="offers.timeZone" list={timeZoneSuggestionsId} maxLength={64} />
      <fieldset className="flex flex-col gap-2 text-sm text-ink-100">
        <legend className="mb-1.5 font-medium">{settingLabel('offers.bizbuiltnowEndMode')}</legend>
        <label className="flex min-h-11 items-center gap-2 sm:min-h-0">
          <input
            type="radio"
            value="none"
            className="accent-signal-500"
            {...register('offers.bizbuiltnowEndMode')}
          />
          No end date (the page shows no deadline)
        </label>
        <label className="flex min-h-11 items-center gap-2 sm:min-h-0">
          <input
            type="radio"
            value="fixed"
            className="accent-signal-500"
            {...register('offers.bizbuiltnowEndMode')}
          />
          A fixed last day
        </label>
      </fieldset>
      {isFixed && <SettingField name="offers.bizbuiltnowEndDate" type="date" />}
    </SettingGroup>
  );
}
