import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CheckCircle2, Circle, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { formatCreatedAt } from '~/shared/tasks/format-created-at';
import { containerOf } from '~/shared/tasks/todo-order';
import type { TaskDragData } from './task-drag-targets';

export interface TaskRowActions {
  onToggle(todo: Todo): void;
  onEdit(todo: Todo): void;
  onDelete(todo: Todo): void;
  onSelect(todo: Todo, isSelected: boolean): void;
}

interface TaskRowProps extends TaskRowActions {
  todo: Todo;
  canChange: boolean;
  isBulkMode: boolean;
  isSelected: boolean;
  isHighlighted?: boolean;
}

const iconButton =
  'rounded-md p-1.5 text-ink-400 hover:bg-ink-800 hover:text-ink-100 disabled:opacity-40';

/** One task: drag handle, checkbox (complete, or select in bulk mode), text, date, actions. */
export function TaskRow({
  todo,
  canChange,
  isBulkMode,
  isSelected,
  isHighlighted = false,
  ...actions
}: TaskRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: todo.id,
    data: { container: containerOf(todo) } satisfies TaskDragData,
    disabled: !canChange,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`flex items-start gap-2 rounded-xl border px-2 py-3 sm:gap-3 sm:px-3 ${
        isSelected ? 'border-signal-500/70 bg-signal-500/10' : 'border-ink-700 bg-ink-900'
      } ${isDragging ? 'opacity-40' : ''} ${
        isHighlighted ? 'ring-2 ring-signal-400 transition-shadow duration-700' : ''
      }`}
      data-highlighted={isHighlighted || undefined}
    >
      {canChange && !isBulkMode ? (
        <button
          type="button"
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
          aria-label={`Drag to reorder ${todo.title}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <span aria-hidden="true" className="w-7 shrink-0" />
      )}
      {canChange ? (
        // The label is the box's 44 px tap target (WCAG 2.5.5), pulled up so the box
        // still lines up with the title's first line.
        <label className="-my-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="size-5 cursor-pointer accent-signal-500"
            checked={isBulkMode ? isSelected : todo.is_complete}
            aria-label={
              isBulkMode
                ? `Select ${todo.title}`
                : `Mark ${todo.title} ${todo.is_complete ? 'incomplete' : 'complete'}`
            }
            onChange={(event) =>
              isBulkMode ? actions.onSelect(todo, event.target.checked) : actions.onToggle(todo)
            }
          />
        </label>
      ) : (
        // View only: the state, not a control the user cannot use.
        <ReadOnlyState isComplete={todo.is_complete} />
      )}
      <div className="min-w-0 flex-1">
        <p
          className={`break-words font-medium ${todo.is_complete ? 'text-ink-400 line-through' : 'text-ink-100'}`}
        >
          {todo.title}
        </p>
        {todo.description && (
          <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-sm text-ink-300">
            {todo.description}
          </p>
        )}
        <p className="mt-1.5 text-xs text-ink-400">
          <time dateTime={todo.created_at}>{formatCreatedAt(todo.created_at)}</time>
        </p>
      </div>
      {canChange && !isBulkMode && (
        // Apart on a phone, so a thumb meant for the pencil does not land on the bin.
        <div className="flex shrink-0 gap-3 sm:gap-0.5">
          <button
            type="button"
            className={iconButton}
            aria-label={`Edit ${todo.title}`}
            onClick={() => actions.onEdit(todo)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:text-red-300`}
            aria-label={`Delete ${todo.title}`}
            onClick={() => actions.onDelete(todo)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}

/** What follows the pointer while dragging (rendered outside the virtualised list). */
export function TaskDragPreview({ todo }: { todo: Todo }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-signal-500 bg-ink-800 px-3 py-3 shadow-2xl shadow-black/60">
      <GripVertical aria-hidden="true" className="mt-1 size-4 text-ink-300" />
      <p className="font-medium text-ink-100">{todo.title}</p>
    </div>
  );
}

function ReadOnlyState({ isComplete }: { isComplete: boolean }) {
  const Icon = isComplete ? CheckCircle2 : Circle;
  return (
    <span className="mt-1 shrink-0 text-ink-400">
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{isComplete ? 'Complete' : 'Not complete'}</span>
    </span>
  );
}
