import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type {
  BulkTodosResult,
  Todo,
  TodoList,
  TodoRestoreInput,
} from '~/shared/schemas/tasks-todos';
import { sameOrder, type TodoOrder } from '~/shared/tasks/todo-order';
import { reinstatePlaces } from '~/shared/tasks/undo-places';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { upsertTodos } from './tasks-cache';

/** How long a success toast offers Undo (the issue asks for at least 5 s). */
export const undoWindowMs = 8000;

export type UndoableChange = 'delete' | 'set_complete' | 'move';

export interface UndoOffer {
  change: UndoableChange;
  /** The touched todos as they were before the change. */
  previous: readonly Todo[];
  message: string;
  /** A second line, e.g. where tasks went that left the current list. */
  description?: string | undefined;
}

function groupBy<K>(todos: readonly Todo[], key: (todo: Todo) => K): Map<K, string[]> {
  const groups = new Map<K, string[]>();
  for (const todo of todos) groups.set(key(todo), [...(groups.get(key(todo)) ?? []), todo.id]);
  return groups;
}

interface OrderAccess {
  order: TodoOrder;
  changeOrder(order: TodoOrder): void;
}

/**
 * Shows a change's success toast with Undo. Undo asks the server to reverse it, under the
 * same permission checks as any change: deleted todos are restored with their ids (their
 * saved place and folder, hence their sharing), completion and folders are set back.
 * Nothing is kept on the server for it, so it works whichever process answers.
 */
export function useUndoOffer({ order, changeOrder }: OrderAccess) {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  const latest = useRef({ order, changeOrder });
  useEffect(() => {
    latest.current = { order, changeOrder };
  }, [order, changeOrder]);

  const reverse = useCallback(
    async (change: UndoableChange, previous: readonly Todo[], orderBefore: TodoOrder) => {
      if (change === 'delete') {
        const body: TodoRestoreInput = {
          todos: previous.map(({ id, title, description, is_complete, folder_id, created_at }) => ({
            id,
            title,
            description,
            is_complete,
            folder_id,
            created_at,
          })),
        };
        const { todos } = await request<TodoList>('/api/todos/restore', { method: 'POST', body });
        upsertTodos(client, todos);
        const ids = todos.map((todo) => todo.id);
        const { order: current, changeOrder: saveOrder } = latest.current;
        const reinstated = reinstatePlaces(current, orderBefore, ids);
        if (!sameOrder(current, reinstated)) saveOrder(reinstated);
        return;
      }
      const groups =
        change === 'set_complete'
          ? [...groupBy(previous, (todo) => todo.is_complete)].map(([is_complete, ids]) => ({
              action: change,
              ids,
              is_complete,
            }))
          : [...groupBy(previous, (todo) => todo.folder_id)].map(([folder_id, ids]) => ({
              action: change,
              ids,
              folder_id,
            }));
      for (const body of groups) {
        const result = await request<BulkTodosResult>('/api/todos/bulk', { method: 'POST', body });
        upsertTodos(client, result.todos);
      }
    },
    [client, request],
  );

  return useCallback(
    ({ change, previous, message, description }: UndoOffer) => {
      const orderBefore = latest.current.order;
      toast.success(message, {
        description,
        duration: undoWindowMs,
        action: {
          label: messages.tasks.undo,
          onClick: () => {
            reverse(change, previous, orderBefore).then(
              () => toast.success(messages.tasks.undone),
              () => toast.error(messages.tasks.undoFailed),
            );
          },
        },
      });
    },
    [reverse],
  );
}

export type OfferUndo = ReturnType<typeof useUndoOffer>;
