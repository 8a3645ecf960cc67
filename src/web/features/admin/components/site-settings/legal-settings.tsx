import { useFormContext } from 'react-hook-form';
import { legalTextMaxLength, type SiteSettings } from '~/shared/schemas/site-settings';
import { settingLabel } from '~/shared/site-settings/setting-changes';
import { TextAreaField } from '~/web/components/ui/form-field';
import { useFieldError } from './setting-fields';

type LegalField = 'legal.privacyPolicy' | 'legal.termsOfService';

function LegalTextField({ name, page }: { name: LegalField; page: string }) {
  const { register } = useFormContext<SiteSettings>();
  return (
    <div>
      <TextAreaField
        label={`${settingLabel(name)} (${page})`}
        rows={8}
        maxLength={legalTextMaxLength}
        placeholder="Empty: the default text"
        error={useFieldError(name)}
        {...register(name)}
      />
      <a
        href={page}
        target="_blank"
        rel="noreferrer"
        className="mt-1 inline-flex items-center text-xs text-signal-300 underline underline-offset-2"
      >
        Open {page} (saved text)<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/**
 * The /privacy and /terms texts. Empty keeps the default text, which describes what this
 * software stores; a studio that changes providers or practices writes its own here.
 */
export function LegalSettings() {
  return (
    <fieldset className="rounded-xl border border-ink-800 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink-100">Legal pages</legend>
      <p className="mb-4 text-sm text-ink-400">
        Leave a text empty to show the default, which describes what this software stores and why.
        Blank lines separate paragraphs; a line starting with “## ” is a heading, lines starting
        with “- ” make a list.
      </p>
      <div className="grid gap-4">
        <LegalTextField name="legal.privacyPolicy" page="/privacy" />
        <LegalTextField name="legal.termsOfService" page="/terms" />
      </div>
    </fieldset>
  );
}
