import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { Client } from '~/shared/schemas/clients';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { useDeleteClient } from '../api/clients-api';

interface DeleteClientDialogProps {
  client: Client;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDeleted: () => void;
}

export function DeleteClientDialog({
  client,
  isOpen,
  onOpenChange,
  onDeleted,
}: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();

  const confirm = async () => {
    try {
      await deleteClient.mutateAsync(client.id);
      toast.success(messages.client.deleted);
      onOpenChange(false);
      onDeleted();
    } catch {
      toast.error(messages.client.deleteFailed);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Delete Client"
      description={
        <>
          Delete <strong className="text-ink-100">{client.name}</strong> and their whole
          communication history? This cannot be undone.
        </>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isLoading={deleteClient.isPending}
          loadingText="Deleting..."
          onClick={() => void confirm()}
        >
          Delete Client
        </Button>
      </div>
    </Dialog>
  );
}
