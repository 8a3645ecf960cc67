import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { leadStatuses, type LeadStatusValue } from '~/shared/schemas/admin';
import { Spinner } from '~/web/components/ui/spinner';
import { useAdminLeadsQuery, useSetLeadStatus } from '../api/admin-leads-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { LeadCard } from './lead-card';
import { LeadsExportButton } from './leads-export-button';
import { useDebouncedValue } from './use-debounced-value';
import { SearchAndStatusFilter } from './search-and-status-filter';

export function LeadManagement() {
  const [status, setStatus] = useState<LeadStatusValue | ''>('');
  // A new-lead notice links here with the lead's address, so the list opens on that lead.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('lead') ?? '');
  const filter = { status, q: useDebouncedValue(search, 250) };
  const leadsQuery = useAdminLeadsQuery(filter);
  const setLeadStatus = useSetLeadStatus(filter);

  useEffect(() => {
    if (leadsQuery.isError) toast.error(messages.admin.loadLeadsFailed, { id: 'leads-load' });
  }, [leadsQuery.isError]);

  const changeStatus = (leadId: string, next: LeadStatusValue) =>
    setLeadStatus.mutate(
      { leadId, status: next },
      {
        onSuccess: () => toast.success(messages.admin.leadStatusUpdated),
        onError: () => toast.error(messages.admin.updateLeadStatusFailed),
      },
    );

  const leads = leadsQuery.data ?? [];
  return (
    <AdminSection
      id="lead-management"
      icon={<Inbox aria-hidden="true" className="size-5 text-signal-400" />}
      title="Lead Management"
      description="Contact, newsletter and webinar sign-ups, newest first."
      actions={<LeadsExportButton filter={filter} isDisabled={leads.length === 0} />}
    >
      <SearchAndStatusFilter<LeadStatusValue>
        className="mb-4"
        searchLabel="Search leads"
        placeholder="Search name, email, company or message..."
        search={search}
        onSearchChange={setSearch}
        statuses={leadStatuses}
        status={status}
        onStatusChange={setStatus}
      />
      {leadsQuery.isPending ? (
        <Spinner label="Loading leads" className="py-10" />
      ) : leadsQuery.isError ? (
        <p className="py-10 text-center text-ink-300">{messages.admin.loadLeadsFailed}</p>
      ) : leads.length === 0 ? (
        <p className="py-10 text-center text-ink-300">
          {status || search ? 'No leads match these filters.' : 'No leads yet.'}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-400" aria-live="polite">
            {leads.length === 1 ? '1 lead' : `${leads.length} leads`}
          </p>
          <ul className="flex flex-col gap-3">
            {leads.map((lead) => (
              <LeadCard
                key={lead.id}
                lead={lead}
                onStatusChange={(next) => changeStatus(lead.id, next)}
              />
            ))}
          </ul>
        </>
      )}
    </AdminSection>
  );
}
