import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { Folder } from '../../../../shared/schemas/tasks-folders';
import type { Todo } from '../../../../shared/schemas/tasks-todos';
import type { FolderAccess } from '../../../../shared/tasks/share-levels';
import {
  containerOf,
  dropOnContainer,
  dropOnTodo,
  type ContainerKey,
  type TodoOrder,
} from '../../../../shared/tasks/todo-order';
import { canChangeIn, containerLabel } from '../task-rows';

const containerPrefix = 'container:';
const isContainerId = (id: UniqueIdentifier) => String(id).startsWith(containerPrefix);

/** Sidebar folders win while the pointer is over them; otherwise the nearest task. */
const collisionDetection: CollisionDetection = (args) => {
  const folders = args.droppableContainers.filter((entry) => isContainerId(entry.id));
  const overFolder = pointerWithin({ ...args, droppableContainers: folders });
  if (overFolder.length > 0) return overFolder;
  const tasks = args.droppableContainers.filter((entry) => !isContainerId(entry.id));
  return closestCenter({ ...args, droppableContainers: tasks });
};

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
 * (Space to lift, arrows to move, Space to drop). Dropping on a task takes its place and
 * its folder; dropping on a sidebar folder moves the task to the top of that folder.
 */
export function useTaskDrag({ todos, folders, order, access, changeOrder, onMove }: DragOptions) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
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
      over
        ? `${titleOf(active.id)} is over ${titleOf(over.id)}.`
        : `${titleOf(active.id)} is over no task.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped on ${titleOf(over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  return {
    activeTodo: todos.find((todo) => todo.id === activeId),
    context: {
      sensors,
      collisionDetection,
      accessibility: { announcements },
      onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
        setActiveId(String(active.id)),
      onDragEnd,
      onDragCancel: () => setActiveId(null),
    },
  };
}
