import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderList, OrderRefundRequest } from '~/shared/schemas/billing';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { analyticsKeys } from './analytics-api';

export const adminOrderKeys = { all: ['admin', 'orders'] as const };

export function useAdminOrdersQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminOrderKeys.all,
    queryFn: ({ signal }) => request<AdminOrderList>('/api/admin/orders', { signal }),
  });
}

/** Refunds an order; the list and the analytics' refund figures are read again after. */
export function useRefundOrder() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, refund }: { orderId: string; refund: OrderRefundRequest }) =>
      request<unknown>(`/api/admin/orders/${orderId}/refund`, { method: 'POST', body: refund }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]);
    },
  });
}
