/**
 * Folder share levels and what each allows. The server enforces these rules; the screen
 * uses the same table to hide controls a collaborator may not use.
 */
export const shareLevels = ['view', 'edit', 'manage'] as const;
export type ShareLevel = (typeof shareLevels)[number];

/** The caller's standing on a folder: its owner, or a member at one share level. */
export type FolderAccess = 'owner' | ShareLevel;

export const defaultShareLevel: ShareLevel = 'view';

/** View reads; edit also adds, edits, completes, moves and deletes todos in the folder. */
export function canChangeTodos(access: FolderAccess): boolean {
  return access !== 'view';
}

/** Manage also renames the folder, changes its description and manages sharing. */
export function canManageFolder(access: FolderAccess): boolean {
  return access === 'owner' || access === 'manage';
}

/** Only the owner deletes a folder. */
export function canDeleteFolder(access: FolderAccess): boolean {
  return access === 'owner';
}

export interface FolderSharing {
  user_id: string;
  shared_with: readonly string[];
  can_edit: readonly string[];
  can_manage: readonly string[];
}

/** The access a user has to a folder from its sharing lists, or null when it is not theirs to see. */
export function folderAccessFor(folder: FolderSharing, userId: string): FolderAccess | null {
  if (folder.user_id === userId) return 'owner';
  if (folder.can_manage.includes(userId)) return 'manage';
  if (folder.can_edit.includes(userId)) return 'edit';
  if (folder.shared_with.includes(userId)) return 'view';
  return null;
}

export const shareLevelLabels: Record<ShareLevel, string> = {
  view: 'Can view',
  edit: 'Can edit',
  manage: 'Can manage',
};
