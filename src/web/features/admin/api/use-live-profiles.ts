import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '~/shared/schemas/admin';
import { useRealtime } from '~/web/lib/use-realtime';
import { adminUserKeys } from './admin-users-api';
import { applyProfileChange } from '../profile-changes';

/**
 * Keeps the user overview live: profile changes arrive on the tab's realtime stream (the
 * server sends them to admins only) and are applied to the cached list; when the stream
 * had to start over, the list is fetched again.
 */
export function useLiveProfiles(): void {
  const queryClient = useQueryClient();
  useRealtime({
    onChange(change) {
      queryClient.setQueryData<AdminUser[]>(adminUserKeys.all, (users) =>
        users ? (applyProfileChange(users, change) ?? users) : users,
      );
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
