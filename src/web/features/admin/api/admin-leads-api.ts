import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLead, AdminLeadList, LeadStatusValue } from '~/shared/schemas/admin';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export interface LeadFilterValues {
  status: LeadStatusValue | '';
  q: string;
}

/** The query string shared by the list and the CSV export, so both show the same leads. */
export function leadFilterQuery({ status, q }: LeadFilterValues): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const adminLeadKeys = {
  all: ['admin', 'leads'] as const,
  list: (filter: LeadFilterValues) => [...adminLeadKeys.all, filter] as const,
};

export function useAdminLeadsQuery(filter: LeadFilterValues) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminLeadKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await request<AdminLeadList>(`/api/admin/leads${leadFilterQuery(filter)}`, { signal }))
        .leads,
    // Typing in the search box keeps the previous results on screen instead of a spinner.
    placeholderData: (previous) => previous,
  });
}

/**
 * Changes a lead's status on screen at once (spec section 4) and puts it back if the
 * server refuses. The lead stays in a status-filtered list until the filter changes, so
 * it does not vanish from under the pointer.
 */
export function useSetLeadStatus(filter: LeadFilterValues) {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  const key = adminLeadKeys.list(filter);
  const setStatus = (leadId: string, status: LeadStatusValue) =>
    queryClient.setQueryData<AdminLead[]>(key, (leads) =>
      leads?.map((lead) => (lead.id === leadId ? { ...lead, status } : lead)),
    );
  return useMutation({
    mutationFn: ({ leadId, status }: { leadId: string; status: LeadStatusValue }) =>
      request<AdminLead>(`/api/admin/leads/${leadId}`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ leadId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient
        .getQueryData<AdminLead[]>(key)
        ?.find((lead) => lead.id === leadId)?.status;
      setStatus(leadId, status);
      return { previous };
    },
    onError: (_error, { leadId }, context) => {
      if (context?.previous) setStatus(leadId, context.previous);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminLeadKeys.all, refetchType: 'none' }),
  });
}
