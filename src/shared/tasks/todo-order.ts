/**
 * The user's own arrangement of todos (spec: todo_user_preferences.todoOrder), kept as
 * one ordered id list per container: a folder id, or "root" for todos in no folder.
 * Every function here returns a normalised order: each visible todo exactly once, under
 * the container it lives in. Ids of todos that are gone are dropped, and todos the order
 * does not know yet (new, or added by a collaborator) come first, newest first.
 */
export const rootContainer = 'root';

/** A folder id, or `rootContainer`. */
export type ContainerKey = string;
export type TodoOrder = Record<ContainerKey, string[]>;

export interface OrderableTodo {
  id: string;
  folder_id: string | null;
  created_at: string;
}

export function containerOf(todo: Pick<OrderableTodo, 'folder_id'>): ContainerKey {
  return todo.folder_id ?? rootContainer;
}

export function folderIdOf(container: ContainerKey): string | null {
  return container === rootContainer ? null : container;
}

function newestFirst(left: OrderableTodo, right: OrderableTodo): number {
  if (left.created_at !== right.created_at) return left.created_at < right.created_at ? 1 : -1;
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
}

function savedList(order: TodoOrder, container: ContainerKey): readonly string[] {
  return Object.hasOwn(order, container) ? (order[container] ?? []) : [];
}

/** One container's todos in display order. */
export function sortContainer<T extends OrderableTodo>(
  todos: readonly T[],
  saved: readonly string[] = [],
): T[] {
  const position = new Map<string, number>();
  saved.forEach((id, index) => {
    if (!position.has(id)) position.set(id, index);
  });
  const unplaced = todos.filter((todo) => !position.has(todo.id)).sort(newestFirst);
  const placed = todos
    .filter((todo) => position.has(todo.id))
    .sort((left, right) => (position.get(left.id) ?? 0) - (position.get(right.id) ?? 0));
  return [...unplaced, ...placed];
}

export function groupByContainer<T extends OrderableTodo>(
  todos: readonly T[],
): Map<ContainerKey, T[]> {
  const groups = new Map<ContainerKey, T[]>();
  for (const todo of todos) {
    const key = containerOf(todo);
    const group = groups.get(key);
    if (group) group.push(todo);
    else groups.set(key, [todo]);
  }
  return groups;
}

/** The saved order rebuilt from what is visible now. Idempotent. */
export function normaliseOrder(todos: readonly OrderableTodo[], order: TodoOrder): TodoOrder {
  const result: TodoOrder = {};
  for (const [key, members] of groupByContainer(todos)) {
    result[key] = sortContainer(members, savedList(order, key)).map((todo) => todo.id);
  }
  return result;
}

export interface Arrangement<T extends OrderableTodo> {
  todos: T[];
  order: TodoOrder;
}

/**
 * Moves one todo into a container at a position among that container's other todos
 * (clamped to the ends). The todo's folder changes when the container does.
 */
export function placeTodo<T extends OrderableTodo>(
  todos: readonly T[],
  order: TodoOrder,
  placement: { todoId: string; container: ContainerKey; index: number },
): Arrangement<T> {
  const moving = todos.find((todo) => todo.id === placement.todoId);
  if (!moving) return { todos: [...todos], order: normaliseOrder(todos, order) };
  const moved: T = { ...moving, folder_id: folderIdOf(placement.container) };
  const nextTodos = todos.map((todo) => (todo.id === moved.id ? moved : todo));
  const source = containerOf(moving);
  const sourceIds = sortContainer(
    todos.filter((todo) => containerOf(todo) === source),
    savedList(order, source),
  )
    .map((todo) => todo.id)
    .filter((id) => id !== moved.id);
  const targetIds =
    source === placement.container
      ? sourceIds
      : sortContainer(
          todos.filter((todo) => containerOf(todo) === placement.container),
          savedList(order, placement.container),
        ).map((todo) => todo.id);
  const index = Math.max(0, Math.min(Math.trunc(placement.index), targetIds.length));
  const placedIds = [...targetIds.slice(0, index), moved.id, ...targetIds.slice(index)];
  const nextOrder = { ...order, [source]: sourceIds, [placement.container]: placedIds };
  return { todos: nextTodos, order: normaliseOrder(nextTodos, nextOrder) };
}

/**
 * Drag and drop onto another todo (spec: the dropped todo takes the target's position,
 * and its folder when that differs). Within one container this matches a sortable list:
 * dragging down lands after the target, dragging up lands before it.
 */
export function dropOnTodo<T extends OrderableTodo>(
  todos: readonly T[],
  order: TodoOrder,
  activeId: string,
  overId: string,
): Arrangement<T> {
  const over = todos.find((todo) => todo.id === overId);
  const active = todos.find((todo) => todo.id === activeId);
  if (!over || !active || activeId === overId) {
    return { todos: [...todos], order: normaliseOrder(todos, order) };
  }
  const container = containerOf(over);
  const ids = sortContainer(
    todos.filter((todo) => containerOf(todo) === container),
    savedList(order, container),
  ).map((todo) => todo.id);
  return placeTodo(todos, order, { todoId: activeId, container, index: ids.indexOf(overId) });
}

/** Drop onto a folder in the sidebar (or the root entry): the todo goes to its top. */
export function dropOnContainer<T extends OrderableTodo>(
  todos: readonly T[],
  order: TodoOrder,
  todoId: string,
  container: ContainerKey,
): Arrangement<T> {
  return placeTodo(todos, order, { todoId, container, index: 0 });
}

/** Whether two orders hold the same lists (so an unchanged order is not saved again). */
export function sameOrder(left: TodoOrder, right: TodoOrder): boolean {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const a = savedList(left, key);
    const b = savedList(right, key);
    if (a.length !== b.length || a.some((id, index) => id !== b[index])) return false;
  }
  return true;
}
