import type { Folder } from '~/shared/schemas/tasks-folders';
import { Dialog } from '~/web/components/ui/dialog';
import { ShareMembersList } from './share-members-list';
import { SharePersonForm } from './share-person-form';

/** Share Folder: add someone at a level, and manage who already has access. */
export function ShareFolderDialog({ folder, onClose }: { folder: Folder; onClose(): void }) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Share Folder"
      description={`Share "${folder.name}" and its tasks. View can read; edit can also add, change and complete tasks; manage can also rename the folder and share it.`}
    >
      <SharePersonForm folder={folder} />
      <ShareMembersList folder={folder} />
    </Dialog>
  );
}
