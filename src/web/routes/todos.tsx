import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { fetchProfile, profileKeys } from '../features/auth/api/profile';
import { TaskScreen } from '../features/tasks/components/task-screen';

export const meta = () => [{ title: 'My Tasks | Signal Studio' }];

/** /todos (all tasks) and /todos/{folder}: My Tasks, composed with the signed-in user. */
export default function TodosPage() {
  const { user, getAccessToken } = useAuth();
  const folderParam = useParams()['*']?.split('/')[0] || undefined;
  // The Admin Dashboard entry needs the role, which only the server's profile says.
  const profile = useQuery({
    queryKey: profileKeys.detail(user?.id),
    queryFn: async () => fetchProfile((await getAccessToken()) ?? ''),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  if (!user) return null;
  return (
    <TaskScreen
      userId={user.id}
      email={user.email ?? ''}
      isAdmin={profile.data?.role === 'admin'}
      folderParam={folderParam}
    />
  );
}
