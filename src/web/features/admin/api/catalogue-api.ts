import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueEdit, CatalogueEntry, CatalogueList } from '~/shared/schemas/catalogue';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const catalogueKeys = { all: ['admin', 'catalogue'] as const };

export function useCatalogueQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: catalogueKeys.all,
    queryFn: ({ signal }) => request<CatalogueList>('/api/admin/catalogue', { signal }),
    // An open editor holds the admin's edits; a background refetch must not reset it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveCatalogueItem() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, edit }: { key: string; edit: CatalogueEdit }) =>
      request<CatalogueEntry>(`/api/admin/catalogue/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: edit,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
