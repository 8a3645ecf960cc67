import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { TaskChange } from '~/shared/schemas/tasks-realtime';
import type { Todo } from '~/shared/schemas/tasks-todos';
import type { RealtimeChange } from '~/web/lib/realtime-client';
import { useRealtime } from '~/web/lib/use-realtime';
import { taskKeys } from './task-keys';

const taskTables = new Set(['todos', 'todo_folders', 'todo_folder_members']);

/** Applies a batch of changes in order, with one cache write per list. */
function applyChanges(client: QueryClient, changes: TaskChange[]): void {
  const todoChanges = changes.filter((change) => change.table === 'todos');
  const folderChanges = changes.filter((change) => change.table === 'todo_folders');
  if (todoChanges.length > 0) {
    client.setQueryData<Todo[]>(taskKeys.todos, (current) => {
      if (!current) return current;
      const byId = new Map(current.map((todo) => [todo.id, todo]));
      for (const change of todoChanges) {
        if (change.op === 'delete') byId.delete(change.row.id);
        else byId.set(change.row.id, change.row);
      }
      return [...byId.values()];
    });
  }
  if (folderChanges.length > 0) {
    client.setQueryData<Folder[]>(taskKeys.folders, (current) => {
      if (!current) return current;
      const byId = new Map(current.map((folder) => [folder.id, folder]));
      for (const change of folderChanges) {
        if (change.op === 'delete') byId.delete(change.row.id);
        else byId.set(change.row.id, change.row);
      }
      return [...byId.values()];
    });
  }
  // Sharing changed: who sees what, and every todo's shared_with, may differ. Refetch.
  if (changes.some((change) => change.table === 'todo_folder_members')) {
    void client.invalidateQueries({ queryKey: taskKeys.todos });
    void client.invalidateQueries({ queryKey: taskKeys.folders });
    void client.invalidateQueries({ queryKey: taskKeys.allSharing });
  }
}

/**
 * Keeps the task lists current with the realtime stream: a collaborator's changes replace
 * or add to the lists without a reload. Changes are applied in batches (a bulk change of
 * a thousand todos is one update of the screen, not a thousand).
 */
export function useTaskRealtime(): void {
  const client = useQueryClient();
  const pending = useRef<TaskChange[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useRealtime({
    onChange(change: RealtimeChange) {
      if (!taskTables.has(change.table)) return;
      pending.current.push(change as TaskChange);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        applyChanges(client, pending.current.splice(0));
      }, 30);
    },
    onResync(since) {
      for (const queryKey of [taskKeys.todos, taskKeys.folders]) {
        const updatedAt = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
        if (updatedAt < since) void client.invalidateQueries({ queryKey });
      }
    },
  });
}
