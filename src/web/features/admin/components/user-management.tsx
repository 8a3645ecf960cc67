import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { AdminUser } from '~/shared/schemas/admin';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { useAdminUsersQuery, useSetUserRole } from '../api/admin-users-api';
import { useLiveProfiles } from '../api/use-live-profiles';
import { AdminSection } from '~/web/components/layout/admin-section';
import { RoleChangeDialog } from './role-change-dialog';
import { UserRow } from './user-row';

interface UserManagementProps {
  currentUserId: string | undefined;
}

function UserGroup({
  title,
  users,
  ...rowProps
}: {
  title: string;
  users: AdminUser[];
  currentUserId: string | undefined;
  updatingUserId: string | undefined;
  onToggleRole: (user: AdminUser) => void;
}) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <div aria-labelledby={headingId} role="group" className="min-w-0">
      <h3
        id={headingId}
        className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-300"
      >
        {title}
        <span className="rounded-full bg-ink-800 px-2 py-0.5 text-xs text-ink-100">
          {users.length}
        </span>
      </h3>
      {users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-700 p-4 text-sm text-ink-400">
          None yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isCurrentUser={user.id === rowProps.currentUserId}
              isUpdating={user.id === rowProps.updatingUserId}
              onToggleRole={() => rowProps.onToggleRole(user)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export function UserManagement({ currentUserId }: UserManagementProps) {
  const usersQuery = useAdminUsersQuery();
  useLiveProfiles();
  const setUserRole = useSetUserRole();
  const [confirming, setConfirming] = useState<AdminUser | undefined>();

  useEffect(() => {
    if (usersQuery.isError) toast.error(messages.admin.loadUsersFailed, { id: 'users-load' });
  }, [usersQuery.isError]);

  const toggleRole = (user: AdminUser) => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    setUserRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          setConfirming(undefined);
          toast.success(messages.admin.roleUpdated(role));
        },
        // The last-admin refusal carries its own explanation; anything else is generic.
        onError: (error) => {
          setConfirming(undefined);
          toast.error(
            error instanceof ApiError && error.code === 'last_admin'
              ? error.message
              : messages.admin.updateRoleFailed,
          );
        },
      },
    );
  };

  // The server sorts by role then newest first; the split keeps that order in each group.
  const users = usersQuery.data ?? [];
  const groupProps = {
    currentUserId,
    updatingUserId: setUserRole.isPending ? setUserRole.variables?.userId : undefined,
    // Asked first (RoleChangeDialog); the change is made on Confirm.
    onToggleRole: setConfirming,
  };
  return (
    <AdminSection
      id="user-management"
      icon={<Users aria-hidden="true" className="size-5 text-signal-400" />}
      title="User Management"
      description="Everyone with an account. Admins can open this dashboard."
    >
      {usersQuery.isPending ? (
        <Spinner label="Loading users" className="py-10" />
      ) : usersQuery.isError ? (
        <p className="py-10 text-center text-ink-300">{messages.admin.loadUsersFailed}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <UserGroup
            title="Administrators"
            users={users.filter((user) => user.role === 'admin')}
            {...groupProps}
          />
          <UserGroup
            title="Regular Users"
            users={users.filter((user) => user.role === 'user')}
            {...groupProps}
          />
        </div>
      )}
      <RoleChangeDialog
        user={confirming}
        isPending={setUserRole.isPending}
        onConfirm={toggleRole}
        onClose={() => setConfirming(undefined)}
      />
    </AdminSection>
  );
}
