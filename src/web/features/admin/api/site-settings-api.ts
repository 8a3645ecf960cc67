import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveSiteSettingsInput,
  SiteSettingsHistoryEntry,
  VersionedSiteSettings,
} from '../../../../shared/schemas/site-settings';
import { useAuthorizedRequest } from '../../../lib/use-authorized-request';

const settingsKey = ['admin', 'site-settings'] as const;
const historyKey = ['admin', 'site-settings', 'history'] as const;

export function useSiteSettingsQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => request<VersionedSiteSettings>('/api/admin/site-settings', { signal }),
    // The form holds the admin's edits; a background refetch must not look like a reset.
    refetchOnWindowFocus: false,
  });
}

export function useSiteSettingsHistoryQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: historyKey,
    queryFn: async ({ signal }) =>
      (
        await request<{ entries: SiteSettingsHistoryEntry[] }>('/api/admin/site-settings/history', {
          signal,
        })
      ).entries,
  });
}

export function useSaveSiteSettings() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSiteSettingsInput) =>
      request<VersionedSiteSettings>('/api/admin/site-settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

/** The latest saved settings, fetched on demand (after a conflict). */
export function useFetchLatestSiteSettings() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return async (): Promise<VersionedSiteSettings> => {
    const latest = await request<VersionedSiteSettings>('/api/admin/site-settings');
    queryClient.setQueryData(settingsKey, latest);
    await queryClient.invalidateQueries({ queryKey: historyKey });
    return latest;
  };
}
