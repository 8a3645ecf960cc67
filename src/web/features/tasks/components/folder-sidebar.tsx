import { useDroppable } from '@dnd-kit/core';
import { FolderPlus, Inbox, LayoutList, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Folder } from '~/shared/schemas/tasks-folders';
import { shareLevelLabels, type FolderAccess } from '~/shared/tasks/share-levels';
import { rootContainer, type ContainerKey } from '~/shared/tasks/todo-order';
import { canChangeIn, openCountLabel, rootLabel, type TaskView } from '../task-rows';
import { FolderMenu, type FolderAction } from './folder-menu';
import { containerPrefix } from './task-drag-targets';

export const containerDropId = (container: ContainerKey) => `${containerPrefix}${container}`;

interface FolderSidebarProps {
  folders: readonly Folder[];
  userId: string;
  access: Map<ContainerKey, FolderAccess>;
  counts: Map<ContainerKey, number>;
  view: TaskView;
  isAdmin: boolean;
  onCreateFolder(): void;
  onFolderAction(action: FolderAction, folder: Folder): void;
}

function SidebarEntry({
  to,
  label,
  icon,
  count,
  isCurrent,
  dropContainer,
  isDropEnabled,
  menu,
  note,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  count: number | undefined;
  isCurrent: boolean;
  dropContainer?: ContainerKey;
  isDropEnabled?: boolean;
  menu?: ReactNode;
  note?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: containerDropId(dropContainer ?? `none:${to}`),
    disabled: !dropContainer || !isDropEnabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={`flex items-center gap-1 rounded-lg pr-1 ${
        isOver ? 'bg-signal-500/20 ring-2 ring-signal-400' : isCurrent ? 'bg-ink-800' : ''
      }`}
    >
      <Link
        to={to}
        aria-current={isCurrent ? 'page' : undefined}
        className={`flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-ink-800 ${
          isCurrent ? 'font-semibold text-ink-100' : 'text-ink-300'
        }`}
      >
        <span aria-hidden="true" className="shrink-0 text-ink-400">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate">{label}</span>
          {note && <span className="block truncate text-xs font-normal text-ink-400">{note}</span>}
        </span>
        {count ? (
          <span className="shrink-0 rounded-full bg-ink-700 px-2 py-0.5 text-xs text-ink-300">
            {openCountLabel(count)}
          </span>
        ) : null}
      </Link>
      {menu}
    </li>
  );
}

/** Folders (own, then shared), the root level, and for admins the Admin Dashboard entry. */
export function FolderSidebar(props: FolderSidebarProps) {
  const { folders, userId, access, counts, view, isAdmin } = props;
  const current = view.kind === 'container' ? view.container : undefined;
  const own = folders.filter((folder) => folder.user_id === userId);
  const shared = folders.filter((folder) => folder.user_id !== userId);
  const folderEntry = (folder: Folder) => {
    const level = access.get(folder.id) ?? 'view';
    return (
      <SidebarEntry
        key={folder.id}
        to={`/todos/${folder.id}`}
        label={folder.name}
        icon={
          folder.shared_with.length > 0 ? (
            <Users className="size-4" />
          ) : (
            <LayoutList className="size-4" />
          )
        }
        count={counts.get(folder.id)}
        isCurrent={current === folder.id}
        dropContainer={folder.id}
        isDropEnabled={canChangeIn(access, folder.id)}
        note={level === 'owner' ? undefined : `${folder.owner_email} · ${shareLevelLabels[level]}`}
        menu={<FolderMenu folder={folder} access={level} onAction={props.onFolderAction} />}
      />
    );
  };
  return (
    <nav
      aria-label="Folders"
      className="rounded-2xl border border-ink-700 bg-ink-900 p-3 lg:sticky lg:top-20"
    >
      <div className="mb-2 flex items-center justify-between px-2">
        <h2 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Folders</h2>
        <button
          type="button"
          onClick={props.onCreateFolder}
          className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-signal-300 hover:bg-ink-800"
        >
          <FolderPlus aria-hidden="true" className="size-4" />
          New folder
        </button>
      </div>
      <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto lg:max-h-none">
        <SidebarEntry
          to="/todos"
          label="All Tasks"
          icon={<LayoutList className="size-4" />}
          count={undefined}
          isCurrent={view.kind === 'all'}
        />
        <SidebarEntry
          to="/todos/inbox"
          label={rootLabel}
          icon={<Inbox className="size-4" />}
          count={counts.get(rootContainer)}
          isCurrent={current === rootContainer}
          dropContainer={rootContainer}
          isDropEnabled
        />
        {own.map(folderEntry)}
        {shared.length > 0 && (
          <li className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-ink-400 uppercase">
            Shared with me
          </li>
        )}
        {shared.map(folderEntry)}
      </ul>
      {isAdmin && (
        <Link
          to="/admin"
          className="mt-3 flex items-center gap-2 rounded-lg border-t border-ink-700 px-3 pt-3 pb-2 text-sm text-pulse-400 hover:text-pulse-500"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Admin Dashboard
        </Link>
      )}
    </nav>
  );
}
