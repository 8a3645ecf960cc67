import { Info } from 'lucide-react';
import { useState } from 'react';
import type { Client } from '~/shared/schemas/clients';
import { ClientDetails } from './client-details';
import { CommunicationHistory } from './communication-history';
import { DeleteClientDialog } from './delete-client-dialog';
import { EditClientDialog } from './edit-client-dialog';
import { SendEmailForm } from './send-email-form';
import { SendSmsForm } from './send-sms-form';

interface ClientWorkspaceProps {
  client: Client;
  onDeleted: () => void;
}

/** Everything about the selected client: details, the two composers and the history. */
export function ClientWorkspace({ client, onDeleted }: ClientWorkspaceProps) {
  const [openDialog, setOpenDialog] = useState<'edit' | 'delete' | undefined>();
  const dialogSetter = (dialog: 'edit' | 'delete') => (isOpen: boolean) =>
    setOpenDialog(isOpen ? dialog : undefined);

  return (
    <div className="flex flex-col gap-6">
      <ClientDetails
        client={client}
        onEdit={() => setOpenDialog('edit')}
        onDelete={() => setOpenDialog('delete')}
      />
      <p className="flex items-start gap-2 rounded-xl border border-pulse-500/30 bg-pulse-500/10 px-4 py-3 text-sm text-ink-100">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pulse-400" />
        <span>
          Emails and SMS are recorded in this client&apos;s history only; nothing is delivered. Send
          the message from your own mail app or phone, then log it here.
        </span>
      </p>
      {/* Keyed by client so switching clients starts each composer empty. */}
      <div className="grid items-start gap-6 md:grid-cols-2">
        <SendEmailForm key={`email-${client.id}`} client={client} />
        <SendSmsForm key={`sms-${client.id}`} client={client} />
      </div>
      <CommunicationHistory key={`history-${client.id}`} clientId={client.id} />
      <EditClientDialog
        client={client}
        isOpen={openDialog === 'edit'}
        onOpenChange={dialogSetter('edit')}
      />
      <DeleteClientDialog
        client={client}
        isOpen={openDialog === 'delete'}
        onOpenChange={dialogSetter('delete')}
        onDeleted={onDeleted}
      />
    </div>
  );
}
