import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { canChangeTodos, folderAccessFor, type FolderAccess } from '~/shared/tasks/share-levels';
import { matchesFilter, type TodoFilter } from '~/shared/tasks/todo-filter';
import {
  containerOf,
  normaliseOrder,
  rootContainer,
  type ContainerKey,
  type TodoOrder,
} from '~/shared/tasks/todo-order';

/** All tasks (grouped by folder), or one folder, or the root level ("Inbox"). */
export type TaskView = { kind: 'all' } | { kind: 'container'; container: ContainerKey };

export type TaskRow =
  | {
      kind: 'header';
      key: string;
      container: ContainerKey;
      label: string;
      /** Open (not complete) tasks of the container, as the sidebar counts them. */
      openCount: number;
      /** Tasks of the container the filter shows. */
      shownCount: number;
    }
  | { kind: 'todo'; key: string; todo: Todo; canChange: boolean };

export const rootLabel = 'Inbox';

export function containerLabel(container: ContainerKey, folders: readonly Folder[]): string {
  if (container === rootContainer) return rootLabel;
  return folders.find((folder) => folder.id === container)?.name ?? 'Folder';
}

/** The user's access to each container: their own root, and every folder they can see. */
export function accessByContainer(
  folders: readonly Folder[],
  userId: string,
): Map<ContainerKey, FolderAccess> {
  const access = new Map<ContainerKey, FolderAccess>([[rootContainer, 'owner']]);
  for (const folder of folders) {
    const level = folderAccessFor(folder, userId);
    if (level) access.set(folder.id, level);
  }
  return access;
}

export function canChangeIn(access: Map<ContainerKey, FolderAccess>, container: ContainerKey) {
  const level = access.get(container);
  return level !== undefined && canChangeTodos(level);
}

interface RowsInput {
  todos: readonly Todo[];
  order: TodoOrder;
  folders: readonly Folder[];
  access: Map<ContainerKey, FolderAccess>;
  view: TaskView;
  filter: TodoFilter;
}

/**
 * The list as shown: the saved order, then the filter. One container shows its todos;
 * "all" shows the root level first and then each folder in sidebar order, each under a
 * header, so a todo can be dragged onto another folder's todo.
 */
export function buildTaskRows({
  todos,
  order,
  folders,
  access,
  view,
  filter,
}: RowsInput): TaskRow[] {
  const ordered = normaliseOrder(todos, order);
  const byId = new Map(todos.map((todo) => [todo.id, todo]));
  const todoRows = (container: ContainerKey): TaskRow[] =>
    (ordered[container] ?? []).flatMap((id) => {
      const todo = byId.get(id);
      if (!todo || !matchesFilter(todo, filter)) return [];
      return [{ kind: 'todo', key: todo.id, todo, canChange: canChangeIn(access, container) }];
    });
  if (view.kind === 'container') return todoRows(view.container);
  const containers = [rootContainer, ...folders.map((folder) => folder.id)];
  const known = new Set(containers);
  // Todos of a folder not (yet) in the folder list still show, after the known ones.
  for (const todo of todos) if (!known.has(containerOf(todo))) containers.push(containerOf(todo));
  return [...new Set(containers)].flatMap((container) => {
    const rows = todoRows(container);
    if (rows.length === 0) return [];
    const header: TaskRow = {
      kind: 'header',
      key: `header:${container}`,
      container,
      label: containerLabel(container, folders),
      openCount: (ordered[container] ?? []).filter((id) => byId.get(id)?.is_complete === false)
        .length,
      shownCount: rows.length,
    };
    return [header, ...rows];
  });
}

/**
 * Every count on the screen is of open tasks and says so ("3 open"), so the sidebar and
 * the list headings agree whatever the filter shows.
 */
export function openCountLabel(count: number): string {
  return `${count} open`;
}

/** Open tasks per container, for the sidebar counts. */
export function openCounts(todos: readonly Todo[]): Map<ContainerKey, number> {
  const counts = new Map<ContainerKey, number>();
  for (const todo of todos) {
    if (todo.is_complete) continue;
    const key = containerOf(todo);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Where selected tasks may be moved: the root level and every folder the user may edit. */
export function moveDestinations(
  folders: readonly Folder[],
  access: Map<ContainerKey, FolderAccess>,
): { container: ContainerKey; label: string }[] {
  return [rootContainer, ...folders.map((folder) => folder.id)]
    .filter((container) => canChangeIn(access, container))
    .map((container) => ({ container, label: containerLabel(container, folders) }));
}
