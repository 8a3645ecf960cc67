import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { clientInputSchema, type ClientInput } from '~/shared/schemas/clients';
import { Button } from '~/web/components/ui/button';
import { useAddClient } from '../api/clients-api';
import { ClientFormFields, emptyClient } from './client-form-fields';

export function AddClientForm({ onAdded }: { onAdded?: (clientId: string) => void }) {
  const addClient = useAddClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: emptyClient,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const client = await addClient.mutateAsync(values);
      toast.success(messages.client.added);
      reset(emptyClient);
      onAdded?.(client.id);
    } catch {
      // The typed values stay in the form, so a retry needs no retyping.
      toast.error(messages.client.addFailed);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-client-heading"
      className="flex flex-col gap-4 rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="add-client-heading" className="flex items-center gap-2 text-lg font-semibold">
        <UserPlus aria-hidden="true" className="size-5 text-signal-400" />
        Add New Client
      </h2>
      <ClientFormFields register={register} errors={errors} />
      <Button type="submit" isLoading={addClient.isPending} loadingText="Adding...">
        Add Client
      </Button>
    </form>
  );
}
