import type { SharedFolderFate } from '../mail/templates/shared-folder-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { sharedFolderMembers } from './account-data-repository.ts';
import type { HandedBackTasks } from './hand-back-tasks.ts';

type Member = Awaited<ReturnType<typeof sharedFolderMembers>>[number];
type Transaction = Parameters<Mailer['enqueue']>[0];

/**
 * One mail to each person the deleted account shared folders with, or whose tasks sat in
 * its removed folders, saying per folder what became of it: handed to them, kept under
 * another member, or removed (shared only to view, or no longer shared) with the tasks
 * they had added handed back. Queued in the deletion's transaction, so nobody is told of
 * a deletion that failed.
 */
export async function tellSharedMembers(
  trx: Transaction,
  mailer: Mailer,
  deletion: {
    userId: string;
    ownerEmail: string;
    members: Member[];
    heirs: { folder_id: string; heir_id: string }[];
    handedBack: HandedBackTasks[];
  },
): Promise<void> {
  const { members, heirs, handedBack } = deletion;
  const heirOf = new Map(heirs.map((row) => [row.folder_id, row.heir_id]));
  const emailOf = new Map(members.map((row) => [row.user_id, row.email]));
  const byPerson = new Map<string, { email: string; folders: SharedFolderFate[] }>();
  // Each person's line per folder, so handed-back tasks join the member's own line.
  const lineOf = new Map<string, SharedFolderFate>();
  const addLine = (
    person: { id: string; email: string },
    folderId: string,
    fate: SharedFolderFate,
  ) => {
    const entry = byPerson.get(person.id) ?? { email: person.email, folders: [] };
    entry.folders.push(fate);
    byPerson.set(person.id, entry);
    lineOf.set(`${person.id}:${folderId}`, fate);
  };
  for (const member of members) {
    const heir = heirOf.get(member.folder_id);
    const fate: SharedFolderFate =
      heir === undefined
        ? { name: member.name, fate: 'removed' }
        : heir === member.user_id
          ? { name: member.name, fate: 'yours' }
          : { name: member.name, fate: 'kept', newOwner: emailOf.get(heir) ?? 'another member' };
    addLine({ id: member.user_id, email: member.email }, member.folder_id, fate);
  }
  for (const tasks of handedBack) {
    const line = lineOf.get(`${tasks.creatorId}:${tasks.fromFolderId}`);
    // A creator no longer a member (the folder was unshared) hears of it too.
    if (line) line.yourTasks = tasks.count;
    else
      addLine({ id: tasks.creatorId, email: tasks.creatorEmail }, tasks.fromFolderId, {
        name: tasks.fromFolderName,
        fate: 'removed',
        yourTasks: tasks.count,
      });
  }
  const deletedAt = new Date().toISOString();
  for (const [memberId, { email, folders }] of byPerson) {
    await mailer.enqueue(trx, {
      kind: 'shared_folders_after_deletion',
      to: email,
      idempotencyKey: `shared-folders-after-deletion:${deletion.userId}:${memberId}`,
      data: { ownerEmail: deletion.ownerEmail, deletedAt, folders },
    });
  }
}
