import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TodoPreferences } from '~/shared/schemas/tasks-preferences';
import type { TodoOrder } from '~/shared/tasks/todo-order';
import { useAuthorizedFetch, useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { taskKeys } from './task-keys';

/** Spec section 9: the order is saved 1 second after the last change. */
export const orderSaveDelayMs = 1000;

const emptyOrder: TodoOrder = {};

/**
 * The user's todo order: read once, changed locally at once, and saved 1 second after the
 * last change. A save still pending when the page goes away is sent with keepalive so the
 * last drag is not lost. Load and save errors are only logged (spec section 8).
 */
export function useTodoOrder() {
  const request = useAuthorizedRequest();
  const authorizedFetch = useAuthorizedFetch();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: taskKeys.preferences,
    queryFn: async ({ signal }) => {
      try {
        return await request<TodoPreferences>('/api/todo-preferences', { signal });
      } catch (error) {
        console.error('Could not load the task order', error);
        return { todoOrder: {} };
      }
    },
    staleTime: Infinity,
  });
  const [localOrder, setLocalOrder] = useState<TodoOrder | null>(null);
  const pending = useRef<TodoOrder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(
    async (todoOrder: TodoOrder, keepalive = false) => {
      const body = JSON.stringify({ todoOrder });
      try {
        const response = await authorizedFetch('/api/todo-preferences', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
          // Browsers cap keepalive bodies at 64 KB; a larger order is sent normally.
          keepalive: keepalive && body.length < 60_000,
        });
        if (!response.ok) throw new Error(`HTTP error ${response.status}`);
        client.setQueryData<TodoPreferences>(taskKeys.preferences, { todoOrder });
      } catch (error) {
        console.error('Could not save the task order', error);
      }
    },
    [authorizedFetch, client],
  );

  const flush = useCallback(
    (keepalive: boolean) => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next) void save(next, keepalive);
    },
    [save],
  );

  const changeOrder = useCallback(
    (next: TodoOrder) => {
      setLocalOrder(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(false), orderSaveDelayMs);
    },
    [flush],
  );

  useEffect(() => {
    const onPageHide = () => flush(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen inside the app: the page lives on, so a normal request is fine.
      flush(false);
    };
  }, [flush]);

  return {
    order: localOrder ?? query.data?.todoOrder ?? emptyOrder,
    changeOrder,
    isLoading: query.isLoading,
  };
}
