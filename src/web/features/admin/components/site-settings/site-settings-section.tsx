import { Settings } from 'lucide-react';
import { messages } from '~/shared/messages';
import { Spinner } from '~/web/components/ui/spinner';
import {
  useSiteSettingsHistoryQuery,
  useSiteSettingsQuery,
} from '~/web/features/admin/api/site-settings-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { SettingsHistory } from './settings-history';
import { SiteSettingsForm } from './site-settings-form';

/** Dates, links and addresses the public site shows, editable without a developer. */
export function SiteSettingsSection() {
  const settingsQuery = useSiteSettingsQuery();
  const historyQuery = useSiteSettingsHistoryQuery();
  return (
    <AdminSection
      id="site-settings"
      icon={<Settings aria-hidden="true" className="size-5 text-signal-400" />}
      title="Site Settings"
      description="Event dates, offers, the banner, booking links and contact addresses shown on the public site."
    >
      {settingsQuery.isPending && <Spinner label="Loading settings" className="py-10" />}
      {settingsQuery.isError && (
        <p role="alert" className="text-sm text-red-300">
          {messages.siteSettings.loadFailed}
        </p>
      )}
      {settingsQuery.data && <SiteSettingsForm initial={settingsQuery.data} />}
      <SettingsHistory entries={historyQuery.data} isLoading={historyQuery.isPending} />
    </AdminSection>
  );
}
