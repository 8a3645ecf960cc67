import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Sidebar entries are droppables with this prefix before the container key. */
export const containerPrefix = 'container:';
export const isContainerId = (id: UniqueIdentifier) => String(id).startsWith(containerPrefix);

type Point = { x: number; y: number };

const centreOf = (rect: ClientRect): Point => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/** A task row's drag data: the container (folder id or root) it is in. */
export interface TaskDragData {
  container: string;
}

interface Target {
  entry: DroppableContainer;
  rect: ClientRect;
}

const arrowKeys: string[] = [
  KeyboardCode.Up,
  KeyboardCode.Down,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/**
 * Where a lifted task may go, by pointer and by keyboard (one per task screen).
 *
 * Pointer: sidebar folders win while the pointer is over them; otherwise the nearest task.
 *
 * Keyboard: among the tasks, Up and Down go to the previous or next task (as a sortable
 * list does). Left goes to the sidebar, onto the entry of the folder the task is in (or
 * the nearest entry that takes it); there Up and Down go through the folders that take
 * the task, in the sidebar's order, and Right comes back to the nearest task. Folders the
 * user may not add to are disabled droppables, so never reached. The folder chosen by
 * keyboard is remembered here rather than found under the dragged task: the sidebar is
 * sticky, and dnd-kit's keyboard sensor scrolls the page instead of moving the task when
 * the target is far from the middle of the window, which would leave it over the wrong
 * entry. So in the sidebar the dragged task stays where Left put it (Up and Down nudge it
 * sideways by a pixel, which the sensor never answers with a scroll) and the chosen entry
 * is highlighted and announced.
 */
export function createTaskDragTargets() {
  let keyboardFolder: UniqueIdentifier | null = null;
  let nudges = 0;

  const collisionDetection: CollisionDetection = (args) => {
    const folders = args.droppableContainers.filter((entry) => isContainerId(entry.id));
    if (args.pointerCoordinates) {
      const overFolder = pointerWithin({ ...args, droppableContainers: folders });
      if (overFolder.length > 0) return overFolder;
    } else if (keyboardFolder !== null) {
      const folder = folders.find((entry) => entry.id === keyboardFolder);
      if (folder) return [{ id: folder.id, data: { droppableContainer: folder, value: 0 } }];
    }
    const tasks = args.droppableContainers.filter((entry) => !isContainerId(entry.id));
    return closestCenter({ ...args, droppableContainers: tasks });
  };

  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const { active, collisionRect, droppableContainers, droppableRects } = args.context;
    if (!arrowKeys.includes(event.code) || !active || !collisionRect) return undefined;

    const targets = (isFolder: boolean): Target[] =>
      droppableContainers
        .getEnabled()
        .filter((entry) => !entry.disabled && isContainerId(entry.id) === isFolder)
        .flatMap((entry) => {
          const rect = droppableRects.get(entry.id);
          return rect ? [{ entry, rect }] : [];
        });
    const nearestVertically = (candidates: Target[]) => {
      const y = centreOf(collisionRect).y;
      const distance = (target: Target) => Math.abs(centreOf(target.rect).y - y);
      return candidates.reduce<Target | undefined>(
        (best, target) => (!best || distance(target) < distance(best) ? target : best),
        undefined,
      );
    };

    if (keyboardFolder === null) {
      if (event.code === KeyboardCode.Left) {
        event.preventDefault();
        const folders = targets(true);
        const home = (active.data.current as Partial<TaskDragData> | undefined)?.container;
        const target =
          folders.find((candidate) => candidate.entry.id === `${containerPrefix}${home}`) ??
          nearestVertically(folders);
        if (!target) return undefined;
        keyboardFolder = target.entry.id;
        // The dragged task's centre onto the entry's (a move to the left never scrolls).
        const centre = centreOf(target.rect);
        return { x: centre.x - collisionRect.width / 2, y: centre.y - collisionRect.height / 2 };
      }
      if (event.code === KeyboardCode.Right) {
        event.preventDefault();
        return undefined;
      }
      // Up and Down among the tasks only: the sidebar is reached with Left.
      const taskRects = new Map<UniqueIdentifier, ClientRect>();
      for (const { entry, rect } of targets(false)) taskRects.set(entry.id, rect);
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: { ...args.context, droppableRects: taskRects },
      });
    }

    event.preventDefault();
    if (event.code === KeyboardCode.Left) return undefined;
    if (event.code === KeyboardCode.Right) {
      const task = nearestVertically(targets(false));
      if (!task) return undefined;
      keyboardFolder = null;
      return { x: task.rect.left, y: task.rect.top };
    }
    const folders = targets(true).sort((a, b) => a.rect.top - b.rect.top);
    const index = folders.findIndex((target) => target.entry.id === keyboardFolder);
    const next = folders[event.code === KeyboardCode.Down ? index + 1 : index - 1];
    if (!next) return undefined;
    keyboardFolder = next.entry.id;
    nudges += 1;
    const { x, y } = args.currentCoordinates;
    return { x: x + (nudges % 2 === 1 ? 1 : -1), y };
  };

  return {
    collisionDetection,
    coordinateGetter,
    /** Forgets the keyboard's folder: call when a drag starts. */
    reset() {
      keyboardFolder = null;
      nudges = 0;
    },
  };
}

/** Read to screen-reader users when a task's drag handle has focus. */
export const dragInstructions =
  'To pick up a task, press Space or Enter. While it is lifted, press the up and down ' +
  'arrow keys to move it among the tasks, the left arrow key to move it onto the folders ' +
  'in the sidebar (then up and down to choose a folder, right to come back to the tasks). ' +
  'Press Space or Enter again to drop it, or Escape to cancel.';
