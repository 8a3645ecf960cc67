import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import { taskLimits } from '../../shared/schemas/tasks-limits.ts';
import type { Folder, FolderSharing } from '../../shared/schemas/tasks-folders.ts';
import {
  canDeleteFolder,
  canManageFolder,
  type ShareLevel,
} from '../../shared/tasks/share-levels.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import {
  countMembers,
  deleteFolder,
  deleteMember,
  findFolderView,
  insertFolder,
  listMembers,
  listVisibleFolders,
  updateFolder,
  upsertMember,
} from './folders-repository.ts';
import { profileExists } from './share-candidates-repository.ts';
import { accessErrors, requireFolderAccess } from './task-access.ts';
import { moveFolderTodosToRoot } from './todos-repository.ts';

interface Caller {
  db: Kysely<DB>;
  userId: string;
}

export function listFolders({ db, userId }: Caller): Promise<Folder[]> {
  return listVisibleFolders(db, userId);
}

async function folderView(db: Kysely<DB>, folderId: string): Promise<Folder> {
  const folder = await findFolderView(db, folderId);
  if (!folder) throw accessErrors.folderNotFound();
  return folder;
}

export async function createFolder({
  db,
  userId,
  values,
}: Caller & { values: { name: string; description: string | null } }): Promise<Folder> {
  return db.transaction().execute(async (trx) => {
    const id = await insertFolder(trx, { userId, ...values });
    return folderView(trx, id);
  });
}

/** Rename or re-describe: owner and managers. */
export async function changeFolder({
  db,
  userId,
  folderId,
  changes,
}: Caller & {
  folderId: string;
  changes: { name?: string | undefined; description?: string | null | undefined };
}): Promise<Folder> {
  return db.transaction().execute(async (trx) => {
    const { access } = await requireFolderAccess(trx, folderId, userId);
    if (!canManageFolder(access)) throw accessErrors.manageOnly();
    await updateFolder(trx, folderId, changes);
    return folderView(trx, folderId);
  });
}

/**
 * Owner only. The todos go to the owner's root first, then the folder and its sharing go;
 * members are told through the removed memberships and stop seeing those todos.
 */
export async function removeFolder({ db, userId, folderId }: Caller & { folderId: string }) {
  await db.transaction().execute(async (trx) => {
    const { access } = await requireFolderAccess(trx, folderId, userId);
    if (!canDeleteFolder(access)) throw accessErrors.ownerOnly();
    await moveFolderTodosToRoot(trx, folderId);
    await deleteFolder(trx, folderId);
  });
}

async function sharingOf(db: Kysely<DB>, folderId: string): Promise<FolderSharing> {
  const members = await listMembers(db, folderId);
  const ids = (levels: ShareLevel[]) =>
    members.filter((member) => levels.includes(member.level)).map((member) => member.user_id);
  return {
    folder_id: folderId,
    shared_with: ids(['view', 'edit', 'manage']),
    can_edit: ids(['edit', 'manage']),
    can_manage: ids(['manage']),
    members,
  };
}

/** Who the folder is shared with: any member may see it, as they see shared_with. */
export async function getSharing({ db, userId, folderId }: Caller & { folderId: string }) {
  await requireFolderAccess(db, folderId, userId);
  return sharingOf(db, folderId);
}

/** Share with someone, or change their level: owner and managers. */
export async function shareFolder({
  db,
  userId,
  folderId,
  memberId,
  level,
}: Caller & { folderId: string; memberId: string; level: ShareLevel }): Promise<FolderSharing> {
  return db.transaction().execute(async (trx) => {
    const { access, ownerId } = await requireFolderAccess(trx, folderId, userId);
    if (!canManageFolder(access)) throw accessErrors.manageOnly();
    if (memberId === userId || memberId === ownerId) {
      throw AppError.badRequest(messages.tasks.shareSelf);
    }
    if (!(await profileExists(trx, memberId))) {
      throw AppError.notFound(messages.tasks.shareUserNotFound);
    }
    const current = await sharingOf(trx, folderId);
    const isMember = current.shared_with.includes(memberId);
    if (!isMember && (await countMembers(trx, folderId)) >= taskLimits.folderMembers) {
      throw new AppError(409, 'member_limit', messages.tasks.memberLimit(taskLimits.folderMembers));
    }
    await upsertMember(trx, { folderId, userId: memberId, level });
    return sharingOf(trx, folderId);
  });
}

/** Remove someone's access: owner and managers, or any member leaving on their own. */
export async function unshareFolder({
  db,
  userId,
  folderId,
  memberId,
}: Caller & { folderId: string; memberId: string }): Promise<FolderSharing> {
  return db.transaction().execute(async (trx) => {
    const { access } = await requireFolderAccess(trx, folderId, userId);
    if (memberId !== userId && !canManageFolder(access)) throw accessErrors.manageOnly();
    if (!(await deleteMember(trx, folderId, memberId))) {
      throw AppError.notFound('That person does not have access to this folder');
    }
    return sharingOf(trx, folderId);
  });
}
