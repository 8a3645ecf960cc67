import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { canChangeTodos } from '~/shared/tasks/share-levels';
import { defaultTodoFilter, todoFilterLabels, type TodoFilter } from '~/shared/tasks/todo-filter';
import { folderIdOf, rootContainer } from '~/shared/tasks/todo-order';
import { Spinner } from '~/web/components/ui/spinner';
import { useBulkTodos } from '../api/use-bulk-todos';
import { useFoldersQuery, useTodosQuery } from '../api/use-task-data';
import { useTaskRealtime } from '../api/use-task-realtime';
import { useTodoOrder } from '../api/use-todo-order';
import { useDeleteTodo, useToggleTodo } from '../api/use-todo-mutations';
import { useUndoOffer } from '../api/use-undo';
import {
  accessByContainer,
  buildTaskRows,
  canChangeIn,
  containerLabel,
  moveDestinations,
  openCounts,
  type TaskView,
} from '../task-rows';
import { AddTaskForm } from './add-task-form';
import { BulkBar } from './bulk-bar';
import { FolderSidebar } from './folder-sidebar';
import { folderDialog, TaskDialogs, type TaskDialog } from './task-dialogs';
import { TaskEmptyState, TaskHeader, UnavailableFolder, ViewHeading } from './task-screen-parts';
import { TaskList } from './task-list';
import { TaskDragPreview } from './task-row';
import { TaskToolbar } from './task-toolbar';
import { useAccessLostNotice } from './use-access-lost-notice';
import { useTaskDrag } from './use-task-drag';

/** How long a task just added stays highlighted. */
const highlightMs = 2500;

export interface TaskScreenProps {
  userId: string;
  email: string;
  isAdmin: boolean;
  /** The path after /todos/: a folder id, "inbox", or nothing for all tasks. */
  folderParam: string | undefined;
}

/** My Tasks: folders, filter, bulk actions, the add form and the (virtualised) task list. */
export function TaskScreen({ userId, email, isAdmin, folderParam }: TaskScreenProps) {
  useTaskRealtime();
  const todosQuery = useTodosQuery();
  const foldersQuery = useFoldersQuery();
  const { order, changeOrder, isLoading: isOrderLoading } = useTodoOrder();
  const [filter, setFilter] = useState<TodoFilter>(defaultTodoFilter);
  const [isBulkMode, setIsBulkMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<TaskDialog | null>(null);
  const [highlightId, setHighlightId] = useState<string>();
  useEffect(() => {
    if (!highlightId) return;
    const timer = setTimeout(() => setHighlightId(undefined), highlightMs);
    return () => clearTimeout(timer);
  }, [highlightId]);
  const toggle = useToggleTodo();
  const offerUndo = useUndoOffer({ order, changeOrder });
  const remove = useDeleteTodo(offerUndo);
  const bulk = useBulkTodos(offerUndo);

  useEffect(() => {
    if (todosQuery.isError) toast.error(messages.todos.fetchFailed);
  }, [todosQuery.isError]);
  useEffect(() => {
    if (foldersQuery.isError) toast.error(messages.folders.fetchFailed);
  }, [foldersQuery.isError]);

  const todos = useMemo(() => todosQuery.data ?? [], [todosQuery.data]);
  const folders = useMemo(() => foldersQuery.data ?? [], [foldersQuery.data]);
  const access = useMemo(() => accessByContainer(folders, userId), [folders, userId]);
  const view: TaskView | null = !folderParam
    ? { kind: 'all' }
    : folderParam === 'inbox'
      ? { kind: 'container', container: rootContainer }
      : access.has(folderParam)
        ? { kind: 'container', container: folderParam }
        : null;
  useAccessLostNotice(folderParam, access, foldersQuery.isSuccess);
  const rows = useMemo(
    () => (view ? buildTaskRows({ todos, order, folders, access, view, filter }) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- view is derived from these
    [todos, order, folders, access, folderParam, filter],
  );
  const drag = useTaskDrag({
    todos,
    folders,
    order,
    access,
    changeOrder,
    // A drag or keyboard move that lands in another folder (possible in All Tasks) says
    // where the task went and offers Undo, as a bulk move does.
    onMove: (id, folderId) =>
      bulk.mutate({
        command: { action: 'move', ids: [id], folder_id: folderId },
        message: messages.bulkTodos.todoMoved,
        description: `Now in ${containerLabel(folderId ?? rootContainer, folders)}`,
      }),
  });

  const visibleIds = rows.flatMap((row) =>
    row.kind === 'todo' && row.canChange ? [row.todo.id] : [],
  );
  const visibleIdSet = new Set(visibleIds);
  const selectedTodos = todos.filter((todo) => selected.has(todo.id) && visibleIdSet.has(todo.id));
  // Only what is still there and shown: a collaborator may have deleted a selected task,
  // or another folder may be open.
  const selectedIds = selectedTodos.map((todo) => todo.id);
  const setBulkMode = (isOn: boolean) => {
    setIsBulkMode(isOn);
    if (!isOn) setSelected(new Set());
  };
  const addTarget =
    view?.kind === 'container' && view.container !== rootContainer ? view.container : rootContainer;
  const canAdd = canChangeTodos(access.get(addTarget) ?? 'view');
  const destinations = moveDestinations(folders, access);
  const counts = openCounts(todos);

  const isLoading = todosQuery.isLoading || foldersQuery.isLoading || isOrderLoading;
  return (
    <div
      className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10 ${isBulkMode ? 'pb-36' : 'pb-24'}`}
    >
      <TaskHeader email={email} />
      <DndContext {...drag.context}>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <FolderSidebar
            folders={folders}
            userId={userId}
            access={access}
            counts={counts}
            view={view ?? { kind: 'all' }}
            isAdmin={isAdmin}
            onCreateFolder={() => setDialog({ kind: 'createFolder' })}
            onFolderAction={(action, folder) => setDialog(folderDialog(action, folder))}
          />
          <section aria-label="Task list" className="flex min-w-0 flex-col gap-4">
            {isLoading ? (
              <Spinner label="Loading tasks" className="py-16" />
            ) : !view ? (
              <UnavailableFolder />
            ) : (
              <>
                <ViewHeading view={view} folders={folders} access={access} counts={counts} />
                <TaskToolbar
                  filter={filter}
                  onFilterChange={(next) => {
                    // A selection the new filter hides would be acted on unseen ("3
                    // selected" over "No tasks found", Delete enabled): start afresh.
                    setFilter(next);
                    setSelected(new Set());
                  }}
                  isBulkMode={isBulkMode}
                  onBulkModeChange={setBulkMode}
                  canSelect={view.kind === 'all' || canChangeIn(access, view.container)}
                  selectAllCount={
                    selectedIds.length < visibleIds.length ? visibleIds.length : undefined
                  }
                  onSelectAll={() => setSelected(new Set(visibleIds))}
                />
                {canAdd && (
                  <AddTaskForm
                    folderId={folderIdOf(addTarget)}
                    placeLabel={containerLabel(addTarget, folders)}
                    onAdded={setHighlightId}
                  />
                )}
                {rows.length === 0 ? (
                  <TaskEmptyState filter={filter} />
                ) : (
                  <TaskList
                    rows={rows}
                    isBulkMode={isBulkMode}
                    selectedIds={selected}
                    highlightId={highlightId}
                    onToggle={(todo) =>
                      toggle.mutate({ id: todo.id, isComplete: !todo.is_complete })
                    }
                    onEdit={(todo) => setDialog({ kind: 'editTodo', todo })}
                    onDelete={(todo) => remove.mutate(todo)}
                    onSelect={(todo, isSelected) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (isSelected) next.add(todo.id);
                        else next.delete(todo.id);
                        return next;
                      })
                    }
                  />
                )}
              </>
            )}
          </section>
        </div>
        {/* In <body>, so no transformed ancestor becomes the fixed overlay's frame. */}
        {createPortal(
          <DragOverlay>
            {drag.activeTodo ? <TaskDragPreview todo={drag.activeTodo} /> : null}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
      {isBulkMode && selectedIds.length > 0 && (
        <BulkBar
          selected={selectedTodos}
          destinations={destinations}
          isBusy={bulk.isPending}
          onClear={() => setSelected(new Set())}
          onSetComplete={(isComplete) => {
            // Under Active (or Completed) the changed tasks leave the list: say where to.
            const leaves = filter !== 'all' && isComplete === (filter === 'active');
            bulk.mutate({
              command: { action: 'set_complete', ids: selectedIds, is_complete: isComplete },
              description: leaves
                ? messages.tasks.leftTheList(
                    selectedIds.length,
                    todoFilterLabels[isComplete ? 'completed' : 'active'],
                  )
                : undefined,
            });
            setSelected(new Set());
          }}
          onMove={(folderId) => {
            const destination = folderId ?? rootContainer;
            const leaves = view?.kind === 'container' && view.container !== destination;
            bulk.mutate({
              command: { action: 'move', ids: selectedIds, folder_id: folderId },
              description: leaves
                ? messages.tasks.leftTheList(
                    selectedIds.length,
                    containerLabel(destination, folders),
                  )
                : undefined,
            });
            setSelected(new Set());
          }}
          onDelete={() => setDialog({ kind: 'bulkDelete', ids: selectedIds })}
        />
      )}
      <TaskDialogs
        dialog={dialog}
        userId={userId}
        onClose={() => setDialog(null)}
        isBulkBusy={bulk.isPending}
        onBulkDelete={(ids) => {
          bulk.mutate({ command: { action: 'delete', ids } });
          setSelected(new Set());
        }}
      />
    </div>
  );
}
