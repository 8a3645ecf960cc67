import { Mail, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { outboxStatuses, type OutboxStatus } from '../../../../../shared/schemas/outbox';
import { Spinner } from '../../../../components/ui/spinner';
import { useOutboxQuery } from '../../api/admin-outbox-api';
import { AdminAccessGate } from '../admin-access-gate';
import { AdminSection } from '../admin-section';
import { AdminSectionMenu } from '../admin-section-menu';
import { capitalise, formatDateTime } from '../format';
import { useDebouncedValue } from '../use-debounced-value';
import { MailPreviewDialog } from './mail-preview-dialog';
import { OutboxStatusBadge } from './outbox-status';

const controlStyles =
  'rounded-lg border border-ink-700 bg-ink-950 py-2 text-sm text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

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
  const statusFilterId = useId();
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
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search by recipient</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by recipient..."
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
            onChange={(event) => setStatus(event.target.value as OutboxStatus | '')}
            className={`${controlStyles} w-full px-3 sm:w-44`}
          >
            <option value="">All statuses</option>
            {outboxStatuses.map((value) => (
              <option key={value} value={value}>
                {capitalise(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
