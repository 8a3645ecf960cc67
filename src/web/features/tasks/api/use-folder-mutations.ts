import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { Folder, FolderCreateInput, FolderUpdateInput } from '~/shared/schemas/tasks-folders';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { removeFolder, upsertFolders } from './tasks-cache';
import { taskKeys } from './task-keys';

export function useCreateFolder() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: FolderCreateInput) =>
      request<Folder>('/api/todo-folders', { method: 'POST', body: values }),
    onSuccess: (folder) => {
      upsertFolders(client, [folder]);
      toast.success(messages.folders.created);
    },
    onError: () => toast.error(messages.folders.createFailed),
  });
}

export function useUpdateFolder() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: FolderUpdateInput }) =>
      request<Folder>(`/api/todo-folders/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: (folder) => {
      upsertFolders(client, [folder]);
      toast.success(messages.folders.updated);
    },
    onError: () => toast.error(messages.folders.updateFailed),
  });
}

/** Owner only; the folder's todos come back at the root, so the todo list is refetched. */
export function useDeleteFolder() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<void>(`/api/todo-folders/${id}`, { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      removeFolder(client, id);
      toast.success(messages.folders.deleted);
      await client.invalidateQueries({ queryKey: taskKeys.todos });
    },
    onError: () => toast.error(messages.folders.deleteFailed),
  });
}
