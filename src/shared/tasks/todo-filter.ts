import { messages } from '../messages.ts';

export const todoFilters = ['active', 'all', 'completed'] as const;
export type TodoFilter = (typeof todoFilters)[number];

/** Spec section 9: the list opens on active tasks. */
export const defaultTodoFilter: TodoFilter = 'active';

export const todoFilterLabels: Record<TodoFilter, string> = {
  active: 'Active',
  all: 'All',
  completed: 'Completed',
};

export function matchesFilter(todo: { is_complete: boolean }, filter: TodoFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'completed' ? todo.is_complete : !todo.is_complete;
}

/** The line under "No tasks found", which says which filter came up empty. */
export function emptyStateText(filter: TodoFilter): string {
  return messages.tasks.emptyState[filter];
}

/**
 * The bulk bar's completion button: Mark complete unless every selected task is already
 * complete, then Mark incomplete.
 */
export function bulkCompletionTarget(selected: readonly { is_complete: boolean }[]): boolean {
  return !(selected.length > 0 && selected.every((todo) => todo.is_complete));
}
