import type { SharedFolderFate } from '../mail/templates/shared-folder-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { sharedFolderMembers } from './account-data-repository.ts';

type Member = Awaited<ReturnType<typeof sharedFolderMembers>>[number];
type Transaction = Parameters<Mailer['enqueue']>[0];

/**
 * One mail to each person the deleted account shared folders with, saying per folder what
 * became of it: handed to them, kept under another member, or removed (shared only to
 * view). Queued in the deletion's transaction, so nobody is told of a deletion that failed.
 */
export async function tellSharedMembers(
  trx: Transaction,
  mailer: Mailer,
  deletion: {
    userId: string;
    ownerEmail: string;
    members: Member[];
    heirs: { folder_id: string; heir_id: string }[];
  },
): Promise<void> {
  const { members, heirs } = deletion;
  const heirOf = new Map(heirs.map((row) => [row.folder_id, row.heir_id]));
  const emailOf = new Map(members.map((row) => [row.user_id, row.email]));
  const byPerson = new Map<string, { email: string; folders: SharedFolderFate[] }>();
  for (const member of members) {
    const heir = heirOf.get(member.folder_id);
    const fate: SharedFolderFate =
      heir === undefined
        ? { name: member.name, fate: 'removed' }
        : heir === member.user_id
          ? { name: member.name, fate: 'yours' }
          : { name: member.name, fate: 'kept', newOwner: emailOf.get(heir) ?? 'another member' };
    const entry = byPerson.get(member.user_id) ?? { email: member.email, folders: [] };
    entry.folders.push(fate);
    byPerson.set(member.user_id, entry);
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
