import { ClientManagement } from '../features/clients/components/client-management';

export const meta = () => [{ title: 'Client Management | Signal Studio' }];

export default function ClientsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-widest text-signal-400 uppercase">Clients</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Client Management</h1>
        <p className="mt-3 max-w-2xl text-ink-300">
          Keep your clients in one place and log every email and SMS you send them.
        </p>
      </header>
      <ClientManagement />
    </div>
  );
}
