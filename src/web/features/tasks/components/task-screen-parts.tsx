import { ClipboardList, Eye, FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import type { Folder } from '~/shared/schemas/tasks-folders';
import { emptyStateText, type TodoFilter } from '~/shared/tasks/todo-filter';
import type { FolderAccess } from '~/shared/tasks/share-levels';
import type { ContainerKey } from '~/shared/tasks/todo-order';
import { containerLabel, openCountLabel, type TaskView } from '../task-rows';

/** Title My Tasks with the signed-in user's e-mail as a badge. */
export function TaskHeader({ email }: { email: string }) {
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Tasks</h1>
      <span className="max-w-full truncate rounded-full border border-pulse-500/40 bg-pulse-500/10 px-3 py-1 text-sm text-pulse-400">
        {email}
      </span>
    </header>
  );
}

export function TaskEmptyState({ filter }: { filter: TodoFilter }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-ink-700 px-6 py-14 text-center">
      <ClipboardList aria-hidden="true" className="size-10 text-ink-400" />
      <h3 className="text-lg font-semibold">{messages.tasks.emptyHeading}</h3>
      <p className="text-ink-300">{emptyStateText(filter)}</p>
    </div>
  );
}

/** /todos/{folder} for a folder that does not exist or is not shared with the user. */
export function UnavailableFolder() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 px-6 py-14 text-center"
    >
      <FolderX aria-hidden="true" className="size-10 text-ink-400" />
      <p className="text-lg font-semibold">{messages.tasks.folderUnavailable}</p>
      <Link to="/todos" className="text-signal-300 underline">
        Back to all tasks
      </Link>
    </div>
  );
}

/** The list's title (All Tasks, Inbox, or the folder), its open count, and its description. */
export function ViewHeading({
  view,
  folders,
  access,
  counts,
}: {
  view: TaskView;
  folders: readonly Folder[];
  access: Map<ContainerKey, FolderAccess>;
  counts: Map<ContainerKey, number>;
}) {
  const folder =
    view.kind === 'container' ? folders.find((item) => item.id === view.container) : undefined;
  const openCount =
    view.kind === 'all'
      ? [...counts.values()].reduce((sum, count) => sum + count, 0)
      : (counts.get(view.container) ?? 0);
  const isViewOnly = view.kind === 'container' && access.get(view.container) === 'view';
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-xl font-semibold">
          {view.kind === 'all' ? 'All Tasks' : containerLabel(view.container, folders)}
        </h2>
        <span className="text-sm text-ink-400">{openCountLabel(openCount)}</span>
        {isViewOnly && (
          <span className="inline-flex items-center gap-1 self-center rounded-full border border-ink-600 bg-ink-800 px-2.5 py-0.5 text-xs font-medium text-ink-200">
            <Eye aria-hidden="true" className="size-3.5" />
            {messages.tasks.viewOnly}
          </span>
        )}
      </div>
      {folder?.description && (
        <p className="mt-1 whitespace-pre-line text-sm text-ink-300">{folder.description}</p>
      )}
    </div>
  );
}
