import { MousePointerClick } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useClientsQuery } from '../api/clients-api';
import { AddClientForm } from './add-client-form';
import { ClientList } from './client-list';
import { ClientWorkspace } from './client-workspace';

/**
 * The /clients screen body. The selected client lives in the URL (?client=id), so a
 * reload or a shared link opens the same client.
 */
export function ClientManagement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedClientId = searchParams.get('client') ?? undefined;
  const clientsQuery = useClientsQuery();
  const selectedClient = clientsQuery.data?.find((client) => client.id === selectedClientId);
  const hasClients = (clientsQuery.data?.length ?? 0) > 0;
  const workspaceRef = useRef<HTMLDivElement>(null);

  const select = (clientId: string | undefined) =>
    setSearchParams(clientId ? { client: clientId } : {}, { replace: true });

  // On a phone the workspace is far below the list; bring it into view when picked.
  const shownClientId = selectedClient?.id;
  useEffect(() => {
    if (shownClientId) workspaceRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [shownClientId]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="lg:sticky lg:top-20">
        <AddClientForm />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ClientList selectedClientId={selectedClientId} onSelect={select} />
        <div ref={workspaceRef} className="scroll-mt-20">
          {selectedClient ? (
            <ClientWorkspace client={selectedClient} onDeleted={() => select(undefined)} />
          ) : (
            hasClients && (
              <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-ink-700 px-5 py-8 text-center text-sm text-ink-400">
                <MousePointerClick aria-hidden="true" className="size-4 shrink-0" />
                Select a client to see their details, log an email or SMS, and read their history.
              </p>
            )
          )}
        </div>
      </div>
    </div>
  );
}
