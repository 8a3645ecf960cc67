import { useQuery } from '@tanstack/react-query';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const adminAccessKeys = { all: ['admin', 'access'] as const };

/**
 * Whether the caller may use the dashboard, answered by the server from the caller's
 * profile row (spec section 6): 200 for admins, 403 for everyone else.
 */
export function useAdminAccessQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminAccessKeys.all,
    queryFn: ({ signal }) => request<{ role: 'admin' }>('/api/admin/access', { signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
