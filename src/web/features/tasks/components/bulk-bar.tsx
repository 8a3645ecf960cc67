import { CheckCheck, FolderInput, RotateCcw, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { bulkCompletionTarget } from '~/shared/tasks/todo-filter';
import { folderIdOf, type ContainerKey } from '~/shared/tasks/todo-order';

interface BulkBarProps {
  selected: readonly Todo[];
  destinations: { container: ContainerKey; label: string }[];
  isBusy: boolean;
  onClear(): void;
  onSetComplete(isComplete: boolean): void;
  onMove(folderId: string | null): void;
  onDelete(): void;
}

const action =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** The fixed bottom bar of bulk mode, shown while anything is selected. */
export function BulkBar(props: BulkBarProps) {
  const { selected, isBusy } = props;
  const moveId = useId();
  const completeTarget = bulkCompletionTarget(selected);
  const isEmpty = selected.length === 0; // a collaborator deleted the last one
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      data-bottom-chrome="bulk-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-700 bg-ink-900/95 shadow-[0_-8px_30px_rgba(0,0,0,0.5)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <p className="mr-auto text-sm text-ink-300" aria-live="polite">
          <strong className="text-ink-100">{selected.length}</strong> selected
        </p>
        <button
          type="button"
          className={`${action} bg-signal-500 text-ink-950 hover:bg-signal-400`}
          disabled={isEmpty || isBusy}
          onClick={() => props.onSetComplete(completeTarget)}
        >
          {completeTarget ? (
            <CheckCheck aria-hidden="true" className="size-4" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          {completeTarget ? 'Mark complete' : 'Mark incomplete'}
        </button>
        <label htmlFor={moveId} className="sr-only">
          Move selected tasks to
        </label>
        <div className="relative">
          <FolderInput
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-300"
          />
          <select
            id={moveId}
            value=""
            disabled={isEmpty || isBusy}
            onChange={(event) => {
              const container = event.target.value;
              if (container) props.onMove(folderIdOf(container));
            }}
            className="rounded-full border border-ink-600 bg-ink-800 py-2 pr-3 pl-9 text-sm text-ink-100 disabled:opacity-50"
          >
            <option value="">Move to…</option>
            {props.destinations.map(({ container, label }) => (
              <option key={container} value={container}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={`${action} border border-red-400/60 text-red-300 hover:bg-red-500/10`}
          disabled={isEmpty || isBusy}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
        <button
          type="button"
          className={`${action} text-ink-300 hover:bg-ink-800`}
          onClick={props.onClear}
          aria-label="Clear selection"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
