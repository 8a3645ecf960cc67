import { useNavigate } from 'react-router';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { useDeleteFolder } from '../api/use-folder-mutations';
import { useUnshareFolder } from '../api/use-sharing';
import { rootLabel } from '../task-rows';
import { ConfirmDialog } from './confirm-dialog';
import { EditTodoDialog } from './edit-todo-dialog';
import { FolderFormDialog } from './folder-form-dialog';
import type { FolderAction } from './folder-menu';
import { ShareFolderDialog } from './share-folder-dialog';

export type TaskDialog =
  | { kind: 'editTodo'; todo: Todo }
  | { kind: 'createFolder' }
  | { kind: 'editFolder'; folder: Folder }
  | { kind: 'deleteFolder'; folder: Folder }
  | { kind: 'leaveFolder'; folder: Folder }
  | { kind: 'shareFolder'; folder: Folder }
  | { kind: 'bulkDelete'; ids: string[] };

/** The dialog a folder menu choice opens. */
export function folderDialog(action: FolderAction, folder: Folder): TaskDialog {
  switch (action) {
    case 'share':
      return { kind: 'shareFolder', folder };
    case 'edit':
      return { kind: 'editFolder', folder };
    case 'delete':
      return { kind: 'deleteFolder', folder };
    case 'leave':
      return { kind: 'leaveFolder', folder };
  }
}

interface TaskDialogsProps {
  dialog: TaskDialog | null;
  userId: string;
  onClose(): void;
  /** Deletes the selected tasks (the screen owns the bulk change and its Undo). */
  onBulkDelete(ids: string[]): void;
  isBulkBusy: boolean;
}

/** Whichever dialog of the task screen is open. */
export function TaskDialogs({
  dialog,
  userId,
  onClose,
  onBulkDelete,
  isBulkBusy,
}: TaskDialogsProps) {
  const navigate = useNavigate();
  const deleteFolder = useDeleteFolder();
  const leaveFolder = useUnshareFolder();
  if (!dialog) return null;
  const openChange = (isOpen: boolean) => !isOpen && onClose();
  switch (dialog.kind) {
    case 'editTodo':
      return <EditTodoDialog todo={dialog.todo} onClose={onClose} />;
    case 'createFolder':
      return (
        <FolderFormDialog
          onClose={onClose}
          onCreated={(folder) => navigate(`/todos/${folder.id}`)}
        />
      );
    case 'editFolder':
      return <FolderFormDialog folder={dialog.folder} onClose={onClose} />;
    case 'shareFolder':
      return <ShareFolderDialog folder={dialog.folder} onClose={onClose} />;
    case 'deleteFolder':
      return (
        <ConfirmDialog
          isOpen
          onOpenChange={openChange}
          title="Delete Folder"
          description={`Are you sure you want to delete "${dialog.folder.name}"? This action cannot be undone. Its tasks will move to the root level (${rootLabel}).`}
          confirmLabel="Delete Folder"
          isPending={deleteFolder.isPending}
          onConfirm={() =>
            deleteFolder.mutate(dialog.folder.id, {
              onSuccess: () => {
                onClose();
                void navigate('/todos', { replace: true });
              },
            })
          }
        />
      );
    case 'leaveFolder':
      return (
        <ConfirmDialog
          isOpen
          onOpenChange={openChange}
          title="Leave Folder"
          description={`You will no longer see "${dialog.folder.name}" or its tasks unless it is shared with you again.`}
          confirmLabel="Leave Folder"
          isPending={leaveFolder.isPending}
          onConfirm={() =>
            leaveFolder.mutate(
              { folderId: dialog.folder.id, userId },
              {
                onSuccess: () => {
                  onClose();
                  void navigate('/todos', { replace: true });
                },
              },
            )
          }
        />
      );
    case 'bulkDelete':
      return (
        <ConfirmDialog
          isOpen
          onOpenChange={openChange}
          title={`Delete ${dialog.ids.length} ${dialog.ids.length === 1 ? 'task' : 'tasks'}?`}
          description="They disappear from every list they are in. The message that follows offers Undo for a few seconds."
          confirmLabel="Delete"
          isPending={isBulkBusy}
          onConfirm={() => {
            // The list updates at once and comes back if the server refuses.
            onBulkDelete(dialog.ids);
            onClose();
          }}
        />
      );
  }
}
