import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { FolderSharing, ShareCandidate } from '~/shared/schemas/tasks-folders';
import type { ShareLevel } from '~/shared/tasks/share-levels';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { taskKeys } from './task-keys';

export function useSharingQuery(folderId: string | undefined) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: taskKeys.sharing(folderId ?? ''),
    queryFn: ({ signal }) =>
      request<FolderSharing>(`/api/todo-folders/${folderId}/sharing`, { signal }),
    enabled: Boolean(folderId),
  });
}

/**
 * People the user may share with: collaborators (admins: up to 100 accounts), or, for a
 * typed e-mail address, that one account if it exists.
 */
export function useShareCandidates(email: string, isEnabled: boolean) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: taskKeys.candidates(email),
    queryFn: async ({ signal }) => {
      const query = email ? `?email=${encodeURIComponent(email)}` : '';
      return (
        await request<{ candidates: ShareCandidate[] }>(`/api/share-candidates${query}`, { signal })
      ).candidates;
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Share with someone or change their level; also keeps the folder's lists current. */
export function useShareFolder() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      folderId,
      userId,
      level,
    }: {
      folderId: string;
      userId: string;
      level: ShareLevel;
      isNew: boolean;
    }) =>
      request<FolderSharing>(`/api/todo-folders/${folderId}/sharing/${userId}`, {
        method: 'PUT',
        body: { level },
      }),
    onSuccess: async (sharing, { isNew }) => {
      client.setQueryData(taskKeys.sharing(sharing.folder_id), sharing);
      toast.success(isNew ? messages.folders.shared : messages.tasks.sharingUpdated);
      // Suggestions are the people one shares with: a new one joins them at once.
      await Promise.all([
        client.invalidateQueries({ queryKey: taskKeys.folders }),
        client.invalidateQueries({ queryKey: taskKeys.allCandidates }),
      ]);
    },
    onError: () => toast.error(messages.folders.shareFailed),
  });
}

export function useUnshareFolder() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, userId }: { folderId: string; userId: string }) =>
      request<FolderSharing>(`/api/todo-folders/${folderId}/sharing/${userId}`, {
        method: 'DELETE',
      }),
    onSuccess: async (sharing) => {
      client.setQueryData(taskKeys.sharing(sharing.folder_id), sharing);
      toast.success(messages.tasks.sharingRemoved);
      await client.invalidateQueries({ queryKey: taskKeys.folders });
    },
    onError: () => toast.error(messages.tasks.sharingRemoveFailed),
  });
}
