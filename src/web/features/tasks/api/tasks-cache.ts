import type { QueryClient } from '@tanstack/react-query';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { taskKeys } from './task-keys';

/**
 * Changes to the cached lists, by id. Rollbacks restore only the rows a failed change
 * touched, so an update that arrived meanwhile (realtime, another mutation) survives.
 */
export function upsertTodos(client: QueryClient, todos: readonly Todo[]): void {
  if (todos.length === 0) return;
  client.setQueryData<Todo[]>(taskKeys.todos, (current) => {
    if (!current) return current;
    const incoming = new Map(todos.map((todo) => [todo.id, todo]));
    const next = current.map((todo) => {
      const replacement = incoming.get(todo.id);
      if (replacement) incoming.delete(todo.id);
      return replacement ?? todo;
    });
    return incoming.size > 0 ? [...next, ...incoming.values()] : next;
  });
}

export function removeTodos(client: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  client.setQueryData<Todo[]>(taskKeys.todos, (current) =>
    current?.filter((todo) => !gone.has(todo.id)),
  );
}

/** Applies a change to some todos at once and returns them as they were, for a rollback. */
export function patchTodos(
  client: QueryClient,
  ids: readonly string[],
  patch: Partial<Todo>,
): Todo[] {
  const wanted = new Set(ids);
  const previous = (client.getQueryData<Todo[]>(taskKeys.todos) ?? []).filter((todo) =>
    wanted.has(todo.id),
  );
  upsertTodos(
    client,
    previous.map((todo) => ({ ...todo, ...patch })),
  );
  return previous;
}

export function upsertFolders(client: QueryClient, folders: readonly Folder[]): void {
  client.setQueryData<Folder[]>(taskKeys.folders, (current) => {
    if (!current) return current;
    const incoming = new Map(folders.map((folder) => [folder.id, folder]));
    const next = current.map((folder) => {
      const replacement = incoming.get(folder.id);
      if (replacement) incoming.delete(folder.id);
      return replacement ?? folder;
    });
    return [...next, ...incoming.values()];
  });
}

export function removeFolder(client: QueryClient, folderId: string): void {
  client.setQueryData<Folder[]>(taskKeys.folders, (current) =>
    current?.filter((folder) => folder.id !== folderId),
  );
}
