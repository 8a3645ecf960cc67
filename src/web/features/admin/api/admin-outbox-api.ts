import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxList, OutboxMailDetail, OutboxStatus } from '~/shared/schemas/outbox';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export interface OutboxFilter {
  q: string;
  status: OutboxStatus | '';
}

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (filter: OutboxFilter) => ['admin', 'outbox', 'list', filter] as const,
  mail: (id: string) => ['admin', 'outbox', 'mail', id] as const,
};

function filterQuery({ q, status }: OutboxFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The newest 50 mails matching the filter; refreshed every few seconds while open. */
export function useOutboxQuery(filter: OutboxFilter) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: outboxKeys.list(filter),
    queryFn: ({ signal }) =>
      request<OutboxList>(`/api/admin/outbox${filterQuery(filter)}`, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: 5000,
  });
}

export function useOutboxMailQuery(id: string | undefined) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: ({ signal }) => request<OutboxMailDetail>(`/api/admin/outbox/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Queues a failed or unsent mail again; the list is read again after. */
export function useRetryMail() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ ok: true }>(`/api/admin/outbox/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
