import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveSiteSettingsInput,
  SiteSettingsHistoryEntry,
  VersionedSiteSettings,
} from '~/shared/schemas/site-settings';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const siteSettingsKeys = {
  all: ['admin', 'site-settings'] as const,
  history: ['admin', 'site-settings', 'history'] as const,
};

export function useSiteSettingsQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: siteSettingsKeys.all,
    queryFn: ({ signal }) => request<VersionedSiteSettings>('/api/admin/site-settings', { signal }),
    // The form holds the admin's edits; a background refetch must not look like a reset.
    refetchOnWindowFocus: false,
  });
}

export function useSiteSettingsHistoryQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: siteSettingsKeys.history,
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
      queryClient.setQueryData(siteSettingsKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: siteSettingsKeys.history });
    },
  });
}

/** The latest saved settings, fetched on demand (after a conflict). */
export function useFetchLatestSiteSettings() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return async (): Promise<VersionedSiteSettings> => {
    const latest = await request<VersionedSiteSettings>('/api/admin/site-settings');
    queryClient.setQueryData(siteSettingsKeys.all, latest);
    await queryClient.invalidateQueries({ queryKey: siteSettingsKeys.history });
    return latest;
  };
}
