import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserList, UserRole } from '~/shared/schemas/admin';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const adminUserKeys = { all: ['admin', 'users'] as const };

export function useAdminUsersQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminUserKeys.all,
    queryFn: async ({ signal }) =>
      (await request<AdminUserList>('/api/admin/users', { signal })).users,
    // Live updates come from the realtime stream (use-live-profiles); focus refetches cover
    // a stream that is down.
    refetchOnWindowFocus: true,
  });
}

export function useSetUserRole() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: UserRole }) =>
      request<AdminUser>(`/api/admin/users/${userId}`, { method: 'PATCH', body: { role } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>(adminUserKeys.all, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
    },
  });
}
