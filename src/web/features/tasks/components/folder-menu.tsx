import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Folder } from '~/shared/schemas/tasks-folders';
import { canDeleteFolder, canManageFolder, type FolderAccess } from '~/shared/tasks/share-levels';

export type FolderAction = 'share' | 'edit' | 'delete' | 'leave';

const itemStyle =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-ink-100 outline-none data-[highlighted]:bg-ink-700';

/** Share, Edit and Delete, as far as the user's access allows; members may also leave. */
export function FolderMenu({
  folder,
  access,
  onAction,
}: {
  folder: Folder;
  access: FolderAccess;
  onAction: (action: FolderAction, folder: Folder) => void;
}) {
  const items: [FolderAction, string][] = [];
  if (canManageFolder(access)) items.push(['share', 'Share'], ['edit', 'Edit']);
  if (canDeleteFolder(access)) items.push(['delete', 'Delete']);
  if (access !== 'owner') items.push(['leave', 'Leave folder']);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-md p-1.5 text-ink-400 hover:bg-ink-700 hover:text-ink-100 data-[state=open]:bg-ink-700"
        aria-label={`Actions for folder ${folder.name}`}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-lg border border-ink-700 bg-ink-800 p-1 shadow-xl shadow-black/40"
        >
          {items.map(([action, label]) => (
            <DropdownMenu.Item
              key={action}
              className={`${itemStyle} ${action === 'delete' || action === 'leave' ? 'text-red-300' : ''}`}
              onSelect={() => onAction(action, folder)}
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
