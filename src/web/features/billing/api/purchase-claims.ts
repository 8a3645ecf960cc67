import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const purchaseClaimKeys = { all: ['billing', 'purchase-claims'] as const };

/** Whether purchases made with the user's e-mail before sign-up wait for proof. */
export function usePendingPurchases() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: purchaseClaimKeys.all,
    queryFn: async () =>
      (await request<{ pending: boolean }>('/api/billing/purchase-claims')).pending,
  });
}

export function useSendClaimLink() {
  const request = useAuthorizedRequest();
  return useMutation({
    mutationFn: async () =>
      (await request<{ sent: boolean }>('/api/billing/purchase-claims', { method: 'POST' })).sent,
  });
}

/** Uses a mailed link's token; every billing read (and the dashboard's) is fetched again. */
export function useConfirmClaim() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      request<{ claimed: true }>('/api/billing/purchase-claims/confirm', {
        method: 'POST',
        body: { token },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
