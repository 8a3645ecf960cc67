import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { clientInputSchema, type Client, type ClientInput } from '~/shared/schemas/clients';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { useUpdateClient } from '../api/clients-api';
import { ClientFormFields } from './client-form-fields';

interface EditClientDialogProps {
  client: Client;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function toFormValues(client: Client): ClientInput {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    company: client.company ?? '',
    notes: client.notes ?? '',
  };
}

function EditClientForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const updateClient = useUpdateClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(client),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateClient.mutateAsync({ clientId: client.id, client: values });
      toast.success(messages.client.updated);
      onDone();
    } catch {
      toast.error(messages.client.updateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ClientFormFields register={register} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={updateClient.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

export function EditClientDialog({ client, isOpen, onOpenChange }: EditClientDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Edit Client">
      {/* Mounted only while open, so it starts from the client's current values each time. */}
      {isOpen && <EditClientForm client={client} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
