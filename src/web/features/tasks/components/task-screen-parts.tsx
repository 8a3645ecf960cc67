import { ClipboardList, FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { Folder } from '../../../../shared/schemas/tasks-folders';
import { emptyStateText, type TodoFilter } from '../../../../shared/tasks/todo-filter';
import { containerLabel, type TaskView } from '../task-rows';

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

/** The list's title: All Tasks, Inbox, or the folder's name and description. */
export function ViewHeading({ view, folders }: { view: TaskView; folders: readonly Folder[] }) {
  const folder =
    view.kind === 'container' ? folders.find((item) => item.id === view.container) : undefined;
  return (
    <div>
      <h2 className="text-xl font-semibold">
        {view.kind === 'all' ? 'All Tasks' : containerLabel(view.container, folders)}
      </h2>
      {folder?.description && (
        <p className="mt-1 whitespace-pre-line text-sm text-ink-300">{folder.description}</p>
      )}
    </div>
  );
}
