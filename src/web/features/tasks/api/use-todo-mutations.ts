import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { Todo, TodoCreate, TodoUpdateInput } from '~/shared/schemas/tasks-todos';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { patchTodos, removeTodos, upsertTodos } from './tasks-cache';
import { taskKeys } from './task-keys';
import type { OfferUndo } from './use-undo';

export function useAddTodo() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TodoCreate) =>
      request<Todo>('/api/todos', { method: 'POST', body: values }),
    onSuccess: (todo) => {
      upsertTodos(client, [todo]);
      toast.success(messages.todos.added);
    },
    onError: () => toast.error(messages.todos.addFailed),
  });
}

/** Edit Todo: title and description. */
export function useEditTodo() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TodoUpdateInput }) =>
      request<Todo>(`/api/todos/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: (todo) => {
      upsertTodos(client, [todo]);
      toast.success(messages.todos.updated);
    },
    onError: () => toast.error(messages.todos.updateFailed),
  });
}

/** Complete or reopen one todo: shown at once, rolled back if the server refuses. */
export function useToggleTodo() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isComplete }: { id: string; isComplete: boolean }) =>
      request<Todo>(`/api/todos/${id}`, { method: 'PATCH', body: { is_complete: isComplete } }),
    onMutate: async ({ id, isComplete }) => {
      await client.cancelQueries({ queryKey: taskKeys.todos });
      return { previous: patchTodos(client, [id], { is_complete: isComplete }) };
    },
    onError: (_error, _variables, context) => {
      if (context) upsertTodos(client, context.previous);
      toast.error(messages.todos.updateFailed);
    },
    onSuccess: (todo) => upsertTodos(client, [todo]),
  });
}

/** Move one todo to another folder (drag and drop): shown at once, rolled back on failure. */
export function useMoveTodo() {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) =>
      request<Todo>(`/api/todos/${id}`, { method: 'PATCH', body: { folder_id: folderId } }),
    onMutate: async ({ id, folderId }) => {
      await client.cancelQueries({ queryKey: taskKeys.todos });
      return { previous: patchTodos(client, [id], { folder_id: folderId }) };
    },
    onError: (_error, _variables, context) => {
      if (context) upsertTodos(client, context.previous);
      toast.error(messages.bulkTodos.todoMoveFailed);
    },
    onSuccess: (todo) => {
      upsertTodos(client, [todo]);
      toast.success(messages.bulkTodos.todoMoved);
    },
  });
}

/** Delete one todo; its success toast offers Undo. */
export function useDeleteTodo(offerUndo: OfferUndo) {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (todo: Todo) => request<void>(`/api/todos/${todo.id}`, { method: 'DELETE' }),
    onSuccess: (_result, todo) => {
      removeTodos(client, [todo.id]);
      offerUndo({ change: 'delete', previous: [todo], message: messages.todos.deleted });
    },
    onError: () => toast.error(messages.todos.deleteFailed),
  });
}
