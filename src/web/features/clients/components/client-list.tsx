import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { Spinner } from '~/web/components/ui/spinner';
import { useClientsQuery } from '../api/clients-api';
import { filterClients } from './client-search';
import { ClientTable } from './client-table';

interface ClientListProps {
  selectedClientId: string | undefined;
  onSelect: (clientId: string) => void;
}

export function ClientList({ selectedClientId, onSelect }: ClientListProps) {
  const clientsQuery = useClientsQuery();
  const [query, setQuery] = useState('');
  const clients = clientsQuery.data ?? [];
  const visible = filterClients(clients, query);

  useEffect(() => {
    if (clientsQuery.isError) toast.error(messages.client.loadFailed, { id: 'clients-load' });
  }, [clientsQuery.isError]);

  return (
    <section
      aria-labelledby="client-list-heading"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-list-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Users aria-hidden="true" className="size-5 text-signal-400" />
          Your Clients
          {clientsQuery.isSuccess && (
            <span className="rounded-full bg-ink-800 px-2 py-0.5 text-xs font-medium text-ink-300">
              {clients.length}
            </span>
          )}
        </h2>
        <label className="relative w-full sm:w-64">
          <span className="sr-only">Search clients</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search clients..."
            className="w-full rounded-lg border border-ink-700 bg-ink-950 py-2 pr-3 pl-9 text-sm text-ink-100 placeholder:text-ink-400 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none"
          />
        </label>
      </div>
      {clientsQuery.isPending ? (
        <Spinner label="Loading clients" className="py-10" />
      ) : clientsQuery.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-ink-300">{messages.client.loadFailed}</p>
          <button
            type="button"
            onClick={() => void clientsQuery.refetch()}
            className="text-sm font-semibold text-signal-400 underline-offset-4 hover:underline"
          >
            Try again
          </button>
        </div>
      ) : (
        <ClientTable
          clients={visible}
          selectedClientId={selectedClientId}
          onSelect={onSelect}
          isFiltered={query.trim() !== ''}
        />
      )}
    </section>
  );
}
