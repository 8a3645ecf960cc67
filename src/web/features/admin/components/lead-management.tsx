import { Inbox, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { leadStatuses, type LeadStatusValue } from '../../../../shared/schemas/admin';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminLeadsQuery, useSetLeadStatus } from '../api/admin-leads-api';
import { AdminSection } from './admin-section';
import { capitalise } from './format';
import { LeadCard } from './lead-card';
import { LeadsExportButton } from './leads-export-button';
import { useDebouncedValue } from './use-debounced-value';

const controlStyles =
  'rounded-lg border border-ink-700 bg-ink-950 py-2 text-sm text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

export function LeadManagement() {
  const [status, setStatus] = useState<LeadStatusValue | ''>('');
  // A new-lead notice links here with the lead's address, so the list opens on that lead.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('lead') ?? '');
  const statusFilterId = useId();
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
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search leads</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search name, email, company or message..."
            className={`${controlStyles} w-full pr-3 pl-9`}
          />
        </label>
        <div className="flex items-center gap-2 text-sm text-ink-300">
          <label htmlFor={statusFilterId} className="shrink-0">
            Status
          </label>
          <select
            id={statusFilterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatusValue | '')}
            className={`${controlStyles} w-full px-3 sm:w-44`}
          >
            <option value="">All statuses</option>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {capitalise(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
