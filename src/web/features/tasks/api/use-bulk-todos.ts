import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { BulkTodos, BulkTodosResult, Todo } from '~/shared/schemas/tasks-todos';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { patchTodos, removeTodos, upsertTodos } from './tasks-cache';
import { taskKeys } from './task-keys';
import type { OfferUndo } from './use-undo';

const outcome = {
  move: { success: messages.bulkTodos.moved, failure: messages.bulkTodos.moveFailed },
  set_complete: { success: messages.bulkTodos.updated, failure: messages.bulkTodos.updateFailed },
  delete: { success: messages.bulkTodos.deleted, failure: messages.bulkTodos.deleteFailed },
} as const;

export interface BulkChange {
  command: BulkTodos;
  /** The toast's second line, e.g. where tasks went that left the current list. */
  description?: string | undefined;
  /** The toast's first line, when not the bulk one (a single task moved by dragging). */
  message?: string | undefined;
}

/**
 * Bulk move, complete/incomplete and delete. The screen changes first; the server applies
 * all of it or none, and on a refusal the screen goes back to what it showed. A success
 * toast offers Undo.
 */
export function useBulkTodos(offerUndo: OfferUndo) {
  const request = useAuthorizedRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ command }: BulkChange) =>
      request<BulkTodosResult>('/api/todos/bulk', { method: 'POST', body: command }),
    onMutate: async ({ command }): Promise<{ previous: Todo[] }> => {
      await client.cancelQueries({ queryKey: taskKeys.todos });
      if (command.action === 'move')
        return { previous: patchTodos(client, command.ids, { folder_id: command.folder_id }) };
      if (command.action === 'set_complete')
        return { previous: patchTodos(client, command.ids, { is_complete: command.is_complete }) };
      const previous = patchTodos(client, command.ids, {});
      removeTodos(client, command.ids);
      return { previous };
    },
    onError: (_error, { command }, context) => {
      if (context) upsertTodos(client, context.previous);
      toast.error(outcome[command.action].failure);
    },
    onSuccess: (result, { command, description, message }, context) => {
      upsertTodos(client, result.todos);
      removeTodos(client, result.deleted_ids);
      offerUndo({
        change: command.action,
        previous: context.previous,
        message: message ?? outcome[command.action].success,
        description,
      });
    },
  });
}
