import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardData } from '~/shared/schemas/dashboard';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { useRealtime } from '~/web/lib/use-realtime';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The tables whose changes can move the customer along the ladder. */
const purchaseTables = new Set(['user_products', 'orders', 'subscriptions']);

/**
 * The dashboard's one read. A purchase recorded while the page is open (the payment event
 * arrives after the buyer is back) reaches the tab's realtime stream and the read runs
 * again; returning to the tab refetches too.
 */
export function useDashboard() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useRealtime({
    onChange(change) {
      if (purchaseTables.has(change.table)) refetch();
    },
    onResync: refetch,
  });
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => request<DashboardData>('/api/dashboard'),
    refetchOnWindowFocus: 'always',
  });
}
