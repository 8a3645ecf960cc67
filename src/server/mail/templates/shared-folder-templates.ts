import { defineMailTemplate, formatMailDate } from '../mail-template.ts';

/** What became of one folder someone shared with the reader. */
export interface SharedFolderFate {
  name: string;
  /** yours: handed to the reader; kept: handed to another member, still shared with the
   * reader; removed: shared only to view, so it went with the account. */
  fate: 'yours' | 'kept' | 'removed';
  /** Who owns it now (kept only). */
  newOwner?: string;
  /** Removed only: how many tasks the reader had added to it, now in their own folder of
   * the same name. */
  yourTasks?: number;
}

const taskCount = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);

const fateText = (folder: SharedFolderFate) => {
  if (folder.fate === 'yours') return 'now yours, with all its tasks';
  if (folder.fate === 'kept')
    return `kept, now owned by ${folder.newOwner ?? 'another member'} and still shared with you`;
  if (folder.yourTasks)
    return `removed with the account; the ${taskCount(folder.yourTasks)} you added to it moved to your own folder "${folder.name}"`;
  return 'removed with the account, with the tasks its owner added';
};

/**
 * To each person a deleted account shared folders with, or whose tasks sat in its removed
 * folders: deleting an account once removed folders and tasks others worked in without a
 * word to them.
 */
export const sharedFoldersAfterDeletion = defineMailTemplate<{
  ownerEmail: string;
  deletedAt: string;
  folders: SharedFolderFate[];
}>({
  compose: ({ ownerEmail, deletedAt, folders }) => ({
    subject: `Folders ${ownerEmail} shared with you have changed`,
    preview: `${ownerEmail} deleted their account; here is what became of the shared folders.`,
    reason: `You get this mail because ${ownerEmail} shared a folder with you in My Tasks.`,
    blocks: [
      { kind: 'heading', text: 'A shared folder has changed' },
      {
        kind: 'paragraph',
        text: `${ownerEmail} deleted their Signal Studio account on ${formatMailDate(deletedAt)}. What became of the folders they shared with you:`,
      },
      {
        kind: 'facts',
        rows: folders.map((folder) => ({ label: folder.name, value: fateText(folder) })),
      },
      {
        kind: 'note',
        text: folders.some((folder) => folder.yourTasks)
          ? 'Tasks handed back to you keep their titles, notes and completion; nothing else in your folders changed.'
          : 'Your own folders and the tasks in them are not affected.',
      },
    ],
  }),
});
