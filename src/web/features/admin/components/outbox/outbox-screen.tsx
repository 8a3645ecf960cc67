import { Mail } from 'lucide-react';
import { useState } from 'react';
import { outboxStatuses, type OutboxStatus } from '~/shared/schemas/outbox';
import { Spinner } from '~/web/components/ui/spinner';
import { useOutboxQuery } from '~/web/features/admin/api/admin-outbox-api';
import { AdminAccessGate } from '../admin-access-gate';
import { AdminSection } from '~/web/components/layout/admin-section';
import { AdminSectionMenu } from '../admin-section-menu';
import { formatDateTime } from '../format';
import { useDebouncedValue } from '../use-debounced-value';
import { MailPreviewDialog } from './mail-preview-dialog';
import { OutboxStatusBadge } from './outbox-status';
import { SearchAndStatusFilter } from '../search-and-status-filter';

/** Every mail the site sends, newest first: who, what, where it stands, and its text. */
export function OutboxScreen() {
  return (
    <AdminAccessGate>
      <AdminSectionMenu />
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Outbox</h1>
        <p className="mt-3 text-ink-300">
          Every mail the site sends: receipts, confirmations, reminders and notices.
        </p>
      </header>
      <OutboxList />
    </AdminAccessGate>
  );
}

function OutboxList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [openMailId, setOpenMailId] = useState<string | undefined>();
  const outboxQuery = useOutboxQuery({ q: useDebouncedValue(search, 250), status });
  const list = outboxQuery.data;

  return (
    <AdminSection
      id="outbox"
      icon={<Mail aria-hidden="true" className="size-5 text-signal-400" />}
      title="Mails"
      description="The newest 50 that match. Select a mail to read it and, if it failed, send it again."
    >
      {list && !list.isSmtpConfigured && (
        <p className="mb-4 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
          SMTP_URL is not set, so nothing is sent: read here what would have gone out.
        </p>
      )}
      <SearchAndStatusFilter<OutboxStatus>
        className="mb-4"
        searchLabel="Search by recipient"
        placeholder="Search by recipient..."
        search={search}
        onSearchChange={setSearch}
        statuses={outboxStatuses}
        status={status}
        onStatusChange={setStatus}
      />
      {outboxQuery.isPending ? (
        <Spinner label="Loading mails" className="py-8" />
      ) : outboxQuery.isError || !list ? (
        <p className="py-8 text-center text-ink-300">The outbox could not be loaded.</p>
      ) : list.mails.length === 0 ? (
        <p className="py-8 text-center text-ink-300">
          {search || status ? 'No mail matches.' : 'No mail yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.mails.map((mail) => (
            <li key={mail.id} data-testid="outbox-mail">
              <button
                type="button"
                onClick={() => setOpenMailId(mail.id)}
                className="flex w-full flex-col gap-2 rounded-xl border border-ink-800 bg-ink-950/60 p-4 text-left hover:border-ink-600 focus-visible:border-signal-400 focus-visible:outline-none sm:flex-row sm:items-center"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold wrap-anywhere">{mail.subject}</span>
                  <span className="block text-sm text-ink-300 wrap-anywhere">
                    {mail.recipient} · {mail.kind} · {formatDateTime(mail.createdAt)}
                  </span>
                  {mail.lastError && mail.status !== 'sent' && mail.status !== 'unsent' && (
                    <span className="mt-1 block text-sm text-red-200 wrap-anywhere">
                      {mail.lastError}
                    </span>
                  )}
                </span>
                <span className="flex shrink-0 items-center gap-3 text-sm text-ink-300">
                  <OutboxStatusBadge mail={mail} />
                  <span>
                    {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MailPreviewDialog mailId={openMailId} onClose={() => setOpenMailId(undefined)} />
    </AdminSection>
  );
}
