import { useQuery } from '@tanstack/react-query';
import type { FolderList } from '~/shared/schemas/tasks-folders';
import type { TodoList } from '~/shared/schemas/tasks-todos';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { taskKeys } from './task-keys';

/** Realtime keeps these lists current, so they refetch only on a resync or a new mount. */
const listStaleMs = 5 * 60_000;

/** Every todo the user may see (own and shared, merged by the server). */
export function useTodosQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: taskKeys.todos,
    queryFn: async ({ signal }) => (await request<TodoList>('/api/todos', { signal })).todos,
    staleTime: listStaleMs,
  });
}

/** Owned and shared folders. */
export function useFoldersQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: taskKeys.folders,
    queryFn: async ({ signal }) =>
      (await request<FolderList>('/api/todo-folders', { signal })).folders,
    staleTime: listStaleMs,
  });
}
