import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { taskLimits } from '~/shared/schemas/tasks-limits';
import {
  folderCreateSchema,
  type Folder,
  type FolderCreateInput,
} from '~/shared/schemas/tasks-folders';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { useCreateFolder, useUpdateFolder } from '../api/use-folder-mutations';

type FolderOutput = { name: string; description: string | null };

/** Create New Folder, or Edit Folder when given one. */
export function FolderFormDialog({
  folder,
  onClose,
  onCreated,
}: {
  folder?: Folder;
  onClose(): void;
  onCreated?(folder: Folder): void;
}) {
  const createFolder = useCreateFolder();
  const updateFolder = useUpdateFolder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FolderCreateInput, unknown, FolderOutput>({
    resolver: zodResolver(folderCreateSchema),
    defaultValues: { name: folder?.name ?? '', description: folder?.description ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (folder) await updateFolder.mutateAsync({ id: folder.id, changes: values });
      else onCreated?.(await createFolder.mutateAsync(values));
      onClose();
    } catch {
      // The toast says it failed; the dialog keeps what was typed.
    }
  });
  const isPending = createFolder.isPending || updateFolder.isPending;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={folder ? 'Edit Folder' : 'Create New Folder'}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Folder name"
          required
          maxLength={taskLimits.folderName}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={taskLimits.folderDescription}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isPending} loadingText="Saving...">
            {folder ? 'Save Changes' : 'Create Folder'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
