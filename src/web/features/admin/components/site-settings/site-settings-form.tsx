import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { messages } from '~/shared/messages';
import {
  siteSettingsSchema,
  type VersionedSiteSettings,
  type SiteSettings,
} from '~/shared/schemas/site-settings';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import {
  useFetchLatestSiteSettings,
  useSaveSiteSettings,
} from '~/web/features/admin/api/site-settings-api';
import { LegalSettings } from './legal-settings';
import { NewsletterSettings } from './newsletter-settings-group';
import { TimeZoneSuggestions } from './setting-fields';
import {
  LinksAndContactsSettings,
  MembershipAndBannerSettings,
  OfferEndSettings,
  SummitSettings,
  WebinarSettings,
} from './settings-groups';

type SaveProblem = { kind: 'conflict' } | { kind: 'failed'; message: string } | undefined;

/**
 * The whole settings document in one form. The save names the version the form was
 * loaded from; when another admin saved in between, the server refuses and the form
 * keeps every typed value, offering to load theirs or to save over it knowingly.
 */
export function SiteSettingsForm({ initial }: { initial: VersionedSiteSettings }) {
  const [version, setVersion] = useState(initial.version);
  const [problem, setProblem] = useState<SaveProblem>();
  const [isSaved, setIsSaved] = useState(false);
  const saveSettings = useSaveSiteSettings();
  const fetchLatest = useFetchLatestSiteSettings();
  const form = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: initial.settings,
  });

  const save = (fromVersion: number) =>
    form.handleSubmit(async (settings) => {
      setProblem(undefined);
      setIsSaved(false);
      try {
        const saved = await saveSettings.mutateAsync({ version: fromVersion, settings });
        setVersion(saved.version);
        form.reset(saved.settings);
        setIsSaved(true);
        toast.success(messages.siteSettings.saved);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'settings_conflict') {
          setProblem({ kind: 'conflict' });
        } else {
          setProblem({
            kind: 'failed',
            message:
              error instanceof ApiError && error.status === 400
                ? error.message
                : messages.siteSettings.saveFailed,
          });
        }
      }
    });

  const loadLatest = async () => {
    const latest = await fetchLatest();
    setVersion(latest.version);
    form.reset(latest.settings);
    setProblem(undefined);
  };

  const overwrite = async () => {
    const latest = await fetchLatest();
    await save(latest.version)();
  };

  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <form onSubmit={save(version)} noValidate className="flex flex-col gap-5">
        <TimeZoneSuggestions />
        <SummitSettings />
        <WebinarSettings />
        <MembershipAndBannerSettings />
        <LinksAndContactsSettings />
        <OfferEndSettings />
        <LegalSettings />
        <NewsletterSettings />
        <div aria-live="polite" className="flex flex-col gap-3">
          {hasErrors && form.formState.isSubmitted && (
            <p role="alert" className="text-sm text-red-300">
              {messages.siteSettings.invalid}
            </p>
          )}
          {problem?.kind === 'failed' && (
            <p role="alert" className="text-sm text-red-300">
              {problem.message}
            </p>
          )}
          {problem?.kind === 'conflict' && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-amber-400/50 bg-amber-400/10 p-4 text-sm text-amber-100"
            >
              <p>{messages.siteSettings.conflict}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void loadLatest()}>
                  Discard mine and load theirs
                </Button>
                <Button variant="danger" onClick={() => void overwrite()}>
                  Save mine over theirs
                </Button>
              </div>
            </div>
          )}
          {isSaved && !form.formState.isDirty && (
            <p className="text-sm text-signal-300">{messages.siteSettings.saved}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span className="text-xs text-ink-400">Version {version}</span>
          <Button
            variant="secondary"
            disabled={!form.formState.isDirty}
            onClick={() => form.reset()}
          >
            Undo changes
          </Button>
          <Button type="submit" isLoading={saveSettings.isPending} loadingText="Saving...">
            Save settings
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
