import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import type { FolderAccess } from '~/shared/tasks/share-levels';
import {
  containerOf,
  dropOnContainer,
  dropOnTodo,
  type ContainerKey,
  type TodoOrder,
} from '~/shared/tasks/todo-order';
import { canChangeIn, containerLabel } from '../task-rows';
import {
  containerPrefix,
  createTaskDragTargets,
  dragInstructions,
  isContainerId,
} from './task-drag-targets';

interface DragOptions {
  todos: readonly Todo[];
  folders: readonly Folder[];
  order: TodoOrder;
  access: Map<ContainerKey, FolderAccess>;
  changeOrder(order: TodoOrder): void;
  onMove(todoId: string, folderId: string | null): void;
}

/**
 * Drag and drop of tasks with mouse, touch (pointer events on the handle) and keyboard
 * (Space to lift, Up and Down among the tasks, Left to the sidebar folders, Space to
 * drop). Dropping on a task takes its place and its folder; dropping on a sidebar folder
 * moves the task to the top of that folder.
 */
export function useTaskDrag({ todos, folders, order, access, changeOrder, onMove }: DragOptions) {
  const [targets] = useState(createTaskDragTargets);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: targets.coordinateGetter }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const titleOf = (id: UniqueIdentifier) =>
    isContainerId(id)
      ? `folder ${containerLabel(String(id).slice(containerPrefix.length), folders)}`
      : (todos.find((todo) => todo.id === id)?.title ?? 'task');

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const todoId = String(active.id);
    const overId = String(over.id);
    const target = isContainerId(overId)
      ? overId.slice(containerPrefix.length)
      : containerOf(todos.find((todo) => todo.id === overId) ?? { folder_id: null });
    if (!canChangeIn(access, target)) return;
    const next = isContainerId(overId)
      ? dropOnContainer(todos, order, todoId, target)
      : dropOnTodo(todos, order, todoId, overId);
    changeOrder(next.order);
    const before = todos.find((todo) => todo.id === todoId);
    const after = next.todos.find((todo) => todo.id === todoId);
    if (before && after && before.folder_id !== after.folder_id) onMove(todoId, after.folder_id);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      !over
        ? `${titleOf(active.id)} is over no task.`
        : isContainerId(over.id)
          ? `${titleOf(active.id)} is over ${titleOf(over.id)}. Drop to move it there.`
          : `${titleOf(active.id)} is over ${titleOf(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      !over
        ? `${titleOf(active.id)} was dropped.`
        : isContainerId(over.id)
          ? `${titleOf(active.id)} was moved to ${titleOf(over.id)}.`
          : `${titleOf(active.id)} was dropped on ${titleOf(over.id)}.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  return {
    activeTodo: todos.find((todo) => todo.id === activeId),
    context: {
      sensors,
      collisionDetection: targets.collisionDetection,
      accessibility: { announcements, screenReaderInstructions: { draggable: dragInstructions } },
      onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) => {
        targets.reset();
        setActiveId(String(active.id));
      },
      onDragEnd,
      onDragCancel: () => setActiveId(null),
    },
  };
}
